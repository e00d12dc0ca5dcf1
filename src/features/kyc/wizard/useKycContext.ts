import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { entryPointFrom, kycProductFrom, ENTRY_POINT_PARAM, type KycEntryPoint } from '@domain/kyc/wizard';
import type { ProductName } from '@domain/products';
import { profileAtom } from '@state/session';

export interface KycContext {
  userId: string;
  /** null: no service chosen yet (the wizard asks for one first). */
  product: ProductName | null;
  entryPoint: KycEntryPoint;
}

/** The signed-in user, the `product` query parameter and how the user came in. */
export function useKycContext(): KycContext {
  const [params] = useSearchParams();
  const profile = useAtomValue(profileAtom);
  return {
    // Guarded routes render only once the profile is loaded.
    userId: profile?.userId ?? 'unknown',
    product: kycProductFrom(params.get('product')),
    entryPoint: entryPointFrom(params.get(ENTRY_POINT_PARAM)),
  };
}

import { useSearchParams } from 'react-router-dom';
import { entryPointFrom, kycProductFrom, ENTRY_POINT_PARAM, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';

export interface KycContext {
  /** null: no service chosen yet (the wizard asks for one first). */
  product: KycProduct | null;
  entryPoint: KycEntryPoint;
}

/** The `product` query parameter and how the user came in. */
export function useKycContext(): KycContext {
  const [params] = useSearchParams();
  return {
    product: kycProductFrom(params.get('product')),
    entryPoint: entryPointFrom(params.get(ENTRY_POINT_PARAM)),
  };
}

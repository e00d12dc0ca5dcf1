import { useSearchParams } from 'react-router-dom';
import { kycProductFrom } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';

/** The `product` query parameter; null when no service was chosen (the wizard asks for one). */
export function useProgressiveProduct(): KycProduct | null {
  const [params] = useSearchParams();
  return kycProductFrom(params.get('product'));
}

export function progressivePath(product: KycProduct | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(product ? { product } : {}), ...extra }).toString();
  return `/kyc/progressive${query ? `?${query}` : ''}`;
}

export function failedPath(product: KycProduct | null, reason: 'attempts' | 'quota' | 'ineligible'): string {
  const query = new URLSearchParams({ ...(product ? { product } : {}), reason });
  return `/kyc/progressive/failed?${query}`;
}

/** Regular KYC with photos; without a product the wizard first asks for the service. */
export function regularKycPath(product: KycProduct | null): string {
  return product ? `/kyc/step1?product=${product}` : '/kyc/step1';
}

/** Where the wizard goes on after the wallet stood in for the photos: personal information. */
export function afterProgressivePath(product: KycProduct | null): string {
  return product ? `/kyc/step2?product=${product}` : '/kyc/step2';
}

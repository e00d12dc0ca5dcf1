/** Whether the platform has both KYC photos (owned by the KYC photos area). Placeholder until it lands. */
export interface KycPhotosUploaded {
  ktp: boolean;
  selfie: boolean;
}

/** null while not known yet. */
export function useKycPhotosUploaded(product: string): KycPhotosUploaded | null {
  void product;
  return null;
}

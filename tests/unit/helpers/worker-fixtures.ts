/** What the data worker's tests start it with, and the profile their platform answers. */
import type { WorkerConfig } from '@worker/contract';

export const WORKER_CONFIG: WorkerConfig = { apiBaseUrl: '', targetApplication: 'PAYLATER_WEB', language: 'id' };

/** GET /v1/user's answer, as the platform's test stand-in sends it (loosely typed: JSON from the wire). */
export const PLATFORM_PROFILE = {
  userId: 'u1',
  phoneNumber: '81234567890',
  countryCode: '+62',
  segments: ['PREMIUM'],
  kycStatus: 'APPROVED',
  kycRejectionType: null,
  userProductInfo: {},
};

/** The cicilan area's error codes join the platform's (server/http/errors AreaErrorCodes). */
import type { CicilanErrorCode } from '@domain/contract/cicilan';

declare module '@server/http/errors' {
  interface AreaErrorCodes extends Record<CicilanErrorCode, true> {}
}

import { LENDER_PATHS, type LenderApplication, type LenderApplicationRequest } from '@domain/contract/lender';
import { hasErrorCode, isApiErrorData } from '@domain/errors';
import type { WorkerAreaDeps } from '../area-deps';
import type { LenderWorkerApi } from './contract';

export function createLenderApi(deps: WorkerAreaDeps): LenderWorkerApi {
  const { client } = deps;
  return {
    submitApplication(request: LenderApplicationRequest): Promise<LenderApplication> {
      return client.post<LenderApplication>(LENDER_PATHS.application, request);
    },
    async myApplication(): Promise<LenderApplication | null> {
      try {
        return await client.get<LenderApplication>(LENDER_PATHS.application);
      } catch (error) {
        if (isApiErrorData(error) && hasErrorCode(error, 'LENDER_APPLICATION_NOT_FOUND')) return null;
        throw error;
      }
    },
  };
}

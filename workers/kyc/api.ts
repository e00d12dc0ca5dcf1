import type { WorkerAreaDeps } from '../area-deps';
import type { KycWorkerApi } from './contract';

export function createKycApi(deps: WorkerAreaDeps): KycWorkerApi {
  void deps;
  return {};
}

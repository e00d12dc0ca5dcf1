import type { WorkerAreaDeps } from '../area-deps';
import type { KycPhotosWorkerApi } from './contract';

export function createKycPhotosApi(deps: WorkerAreaDeps): KycPhotosWorkerApi {
  void deps;
  return {};
}

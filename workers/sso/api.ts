import type { WorkerAreaDeps } from '../area-deps';
import type { SsoWorkerApi } from './contract';

export function createSsoApi(deps: WorkerAreaDeps): SsoWorkerApi {
  void deps;
  return {};
}

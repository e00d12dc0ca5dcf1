import type { WorkerAreaDeps } from '../area-deps';
import type { LenderWorkerApi } from './contract';

export function createLenderApi(deps: WorkerAreaDeps): LenderWorkerApi {
  void deps;
  return {};
}

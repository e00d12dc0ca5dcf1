import type { WorkerAreaDeps } from '../area-deps';
import type { ProgressiveKycWorkerApi } from './contract';

export function createProgressiveKycApi(deps: WorkerAreaDeps): ProgressiveKycWorkerApi {
  void deps;
  return {};
}

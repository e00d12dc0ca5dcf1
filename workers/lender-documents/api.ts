import type { WorkerAreaDeps } from '../area-deps';
import type { LenderDocumentsWorkerApi } from './contract';

export function createLenderDocumentsApi(deps: WorkerAreaDeps): LenderDocumentsWorkerApi {
  void deps;
  return {};
}

import type { WorkerAreaDeps } from '../area-deps';
import type { ProductsWorkerApi } from './contract';

export function createProductsApi(deps: WorkerAreaDeps): ProductsWorkerApi {
  void deps;
  return {};
}

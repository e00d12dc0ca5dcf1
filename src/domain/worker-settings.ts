import { DEFAULT_TARGET_APPLICATION } from './contract/http';
import type { Language } from './languages';

/** The build variables the data worker's settings come from (Vite's import.meta.env in the app and the worker). */
export interface WorkerBuildVariables {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_TARGET_APPLICATION?: string;
}

/**
 * The settings the data worker starts with: the app's start (src/state/session-actions.ts) and the
 * worker's own on a signed-in reload (workers/data.worker.ts) must be the same for the second to
 * take the first's start.
 */
export function workerSettings(
  variables: WorkerBuildVariables,
  language: Language,
): { apiBaseUrl: string; targetApplication: string; language: Language } {
  return {
    apiBaseUrl: variables.VITE_API_BASE_URL ?? '',
    targetApplication: variables.VITE_TARGET_APPLICATION ?? DEFAULT_TARGET_APPLICATION,
    language,
  };
}

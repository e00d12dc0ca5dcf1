import type { Language } from '@domain/languages';
import { assertSupportedLanguage } from '@domain/languages';
import type { WorkerConfig } from './shared/contract';

/** The configuration the main thread passes at start; the language changes when the user picks one. */
export class WorkerConfigStore {
  private value: WorkerConfig | null = null;

  constructor(initial?: WorkerConfig) {
    if (initial) this.set(initial);
  }

  set(config: WorkerConfig): void {
    this.value = { ...config, language: assertSupportedLanguage(config.language) };
  }

  setLanguage(language: Language): void {
    this.value = { ...this.get(), language: assertSupportedLanguage(language) };
  }

  get(): WorkerConfig {
    if (!this.value) throw new Error('The data worker has not been started');
    return this.value;
  }
}

/** Two starts with the same key are the same start (the boot's and the main thread's). */
export function configKey(config: WorkerConfig): string {
  return JSON.stringify([config.apiBaseUrl, config.targetApplication, config.language]);
}

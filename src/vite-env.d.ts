/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the platform's API lives; empty for the same origin (the sandbox serves both). */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_TARGET_APPLICATION?: string;
}

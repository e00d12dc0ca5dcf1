/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the platform's API lives; empty for the same origin (the sandbox serves both). */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_TARGET_APPLICATION?: string;
}

/** A language's message catalogue, merged and pre-parsed by scripts/compile-catalogues.ts. */
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

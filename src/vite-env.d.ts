/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the platform's API lives; empty for the same origin (the sandbox serves both). */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_TARGET_APPLICATION?: string;
  /** The build-time flags ("true" / "false"); read only by src/state/build-flags.ts. */
  readonly VITE_CICILAN?: string;
  readonly VITE_NEW_GOMODAL?: string;
  readonly VITE_DOWNTIME?: string;
  readonly VITE_OTP_LOGIN?: string;
  /** Who runs the service (src/features/shell/operator.ts; README, "Build-time settings"). */
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_OPERATOR_LICENCE?: string;
  readonly VITE_OPERATOR_ADDRESS?: string;
  readonly VITE_OPERATOR_PHONE?: string;
  readonly VITE_OPERATOR_EMAIL?: string;
  readonly VITE_OPERATOR_COMPLAINTS_EMAIL?: string;
  /** The merchant loan's ways out (src/features/gomodal/outside-links.ts; docs/configuration.md). */
  readonly VITE_GOMODAL_PARTNER_LENDER_URL?: string;
  readonly VITE_GOMODAL_PARTNER_LENDER_PILOT_URL?: string;
  readonly VITE_GOMODAL_MERCHANT_PORTAL_URL?: string;
  readonly VITE_GOMODAL_RESTRUCTURING_URL?: string;
  readonly VITE_GOMODAL_WEB_URL?: string;
}

/** A language's message catalogue, merged and pre-parsed by scripts/compile-catalogues.ts. */
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** The loaders of the lazy catalogue groups (src/i18n/catalogue-groups.ts), one per language. */
declare module 'virtual:catalogue-groups' {
  import type { MessageFormatElement } from 'react-intl';
  import type { CatalogueGroup } from '@i18n/catalogue-groups';
  import type { Language } from '@domain/languages';
  const groups: Record<CatalogueGroup, Record<Language, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>;
  export default groups;
}

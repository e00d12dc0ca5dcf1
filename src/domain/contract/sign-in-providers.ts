/**
 * The partner apps that sign a user in with an OAuth 2.0 authorisation code. Apart from
 * ./sign-in-sso.ts (which re-exports them) so the visitor's sign-in page, part of the first screen,
 * lists them without pulling valibot and the SSO schemas into the first-screen chunk (issue 14).
 */
export const OAUTH_PROVIDERS = ['gobiz', 'gojek', 'gopay'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * What the page tells the service worker (sw/sw.ts), shared by both realms: each side spells the
 * same message the same way.
 */
/** A worker controls this page: cache the precache's second stage, or finish it (sw/precache-rest.ts). */
export const PRECACHE_REST_MESSAGE = { type: 'PRECACHE_REST' } as const;

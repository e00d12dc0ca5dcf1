/**
 * The precache's stages, lowest first. The build gives each entry its priority
 * (scripts/lib/precache-stages.ts); the service worker caches the critical files before it takes
 * control of a first visit, the others after it (sw/precache-rest.ts).
 */
export const PRECACHE_PRIORITY = { critical: 0, pages: 1, rest: 2 } as const;
export type PrecachePriority = (typeof PRECACHE_PRIORITY)[keyof typeof PRECACHE_PRIORITY];

export interface StagedPrecacheEntry {
  url: string;
  revision: string | null;
  /** Missing in a manifest built without the stages: then everything is critical, as before. */
  priority?: PrecachePriority;
}

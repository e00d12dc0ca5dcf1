/**
 * Gives each precache entry its stage (sw/precache-stages.ts): the service worker takes control of
 * a first visit once the critical files are cached, and caches the rest after, by priority.
 * Critical: index.html, the web manifest, every file index.html names (the first screen's chunks,
 * both first catalogues, the data worker, the signed-in home's chunks), what those import
 * statically, and the two files a start imports dynamically before any page (the worker's services,
 * the page's start of its queues): so the shell and a signed-in home open offline as soon as the
 * worker is in control. Run as a workbox `manifestTransforms` step, after the app's files are
 * written to `dist/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECACHE_PRIORITY, type PrecachePriority } from '../../sw/precache-priority.ts';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
  priority?: PrecachePriority;
}

/** Imported dynamically by every start, before any page asks for anything (src/main.tsx, workers/data.worker.ts). */
const STARTED_DYNAMICALLY = [/^assets\/worker-api-[\w-]+\.js$/, /^assets\/start-data-[\w-]+\.js$/];
/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` in a built chunk (not `import("./x.js")`). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g;

function staticImports(dist: string, file: string): string[] {
  if (!file.endsWith('.js')) return [];
  const text = readFileSync(join(dist, file), 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].map((match) => `assets/${match[1]}`);
}

export function criticalFiles(dist: string, urls: readonly string[]): Set<string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = urls.filter((url) => html.includes(`/${url}"`) || STARTED_DYNAMICALLY.some((pattern) => pattern.test(url)));
  const critical = new Set<string>(['index.html', 'manifest.webmanifest']);
  const visit = (file: string): void => {
    if (critical.has(file) || !urls.includes(file)) return;
    critical.add(file);
    for (const imported of staticImports(dist, file)) visit(imported);
  };
  for (const file of named) visit(file);
  return critical;
}

/** After the critical files: the app's code and catalogues (the pages), then the rest (images, the province list). */
function priorityOf(url: string, critical: ReadonlySet<string>): PrecachePriority {
  if (critical.has(url)) return PRECACHE_PRIORITY.critical;
  if (/^assets\/.*\.(js|css)$/.test(url)) return PRECACHE_PRIORITY.pages;
  return PRECACHE_PRIORITY.rest;
}

export function precacheStages(outDir: () => string) {
  return (entries: ManifestEntry[]): { manifest: ManifestEntry[]; warnings: string[] } => {
    const dist = outDir();
    const seen = new Set<string>();
    // includeAssets and the glob both list the icons: each file once.
    const unique = entries.filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
    const critical = criticalFiles(
      dist,
      unique.map((entry) => entry.url),
    );
    const manifest = unique
      .map((entry) => ({ ...entry, priority: priorityOf(entry.url, critical) }))
      .sort((a, b) => a.priority - b.priority);
    return { manifest, warnings: [] };
  };
}

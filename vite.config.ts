import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compileCatalogues } from './scripts/compile-catalogues.ts';
import { devProxyPrefixes } from './scripts/lib/dev-proxy.ts';
import { pathAliases } from './scripts/lib/path-aliases.ts';
import { prerenderFirstScreen } from './scripts/lib/prerender-plugin.ts';
import { fillFirstPaintAssets } from './scripts/lib/first-paint-assets.ts';
import { eagerCommonJsFactories } from './scripts/lib/eager-factories.ts';
import { inlineFirstScreenStyles } from './scripts/lib/inline-styles.ts';
import { staticClosure } from './scripts/lib/chunk-closure.ts';
import { firstScreenGroups } from './scripts/lib/first-screen-chunk.ts';
import { webManifest } from './scripts/lib/web-manifest.ts';
import { precacheStages } from './scripts/lib/precache-stages.ts';
import { checkWorkerEntryNotImported, workerBootGroups } from './scripts/lib/worker-entry-chunk.ts';
import { readBuildFlags } from './src/domain/build-flags.ts';

/**
 * src/boot.ts imports the app only after the static shell has painted; these hints make the app's
 * chunks (src/main.tsx and everything it imports statically) download from the start, beside the
 * entry, instead of after it. The catalogue of the language in use is started by index.html's head
 * script (src/domain/first-paint.ts).
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(context.bundle ?? {})) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const wanted = new Set<string>();
        for (const chunk of chunks.values()) {
          // main.tsx and what src/boot.ts evaluates before it (scripts/lib/first-screen-chunk.ts).
          if (chunk.facadeModuleId?.endsWith('/src/main.tsx') || chunk.facadeModuleId?.endsWith('/src/first-screen-react.ts'))
            for (const fileName of staticClosure(chunks, chunk.fileName)) wanted.add(fileName);
        }
        // Their stylesheets too: src/boot.ts imports the app dynamically, so Vite would otherwise
        // fetch them only when the app's chunk is imported (the pre-rendered page unstyled till then).
        // inline-first-screen-styles then puts every linked stylesheet into the HTML.
        const styles = [...wanted].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        return [
          ...[...new Set(styles)]
            .filter((fileName) => !html.includes(`/${fileName}"`))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: '', href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
          // The largest first: the first requests take HTTP/1.1's six connections.
          ...[...wanted]
            .filter((fileName) => !html.includes(`/${fileName}"`))
            .sort((a, b) => (chunks.get(b)?.code.length ?? 0) - (chunks.get(a)?.code.length ?? 0))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/**
 * react-router's package exports name only its development build (with its dev warnings on), in
 * production too (remix-run/react-router#14102); a build takes the production one it also ships.
 */
function reactRouterProductionBuild(): Array<{ find: RegExp; replacement: string }> {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return [
    { find: /^react-router$/, replacement: `${dist}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
  ];
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The sandbox server the dev server proxies API calls to (npm run dev starts it on this port).
  const devApiTarget = env.DEV_API_TARGET ?? 'http://localhost:8787';
  // Where this build writes (`--outDir` too): the precache's stages read the built files there.
  let outDir = 'dist';
  return {
    plugins: [
      {
        name: 'precache-out-dir',
        configResolved(config) {
          outDir = resolve(config.root, config.build.outDir);
        },
      },
      react(),
      compileCatalogues(),
      preloadFirstScreen(),
      prerenderFirstScreen(),
      fillFirstPaintAssets(),
      inlineFirstScreenStyles(),
      eagerCommonJsFactories(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/*.svg', 'badges/*.svg'],
        injectManifest: {
          // A classic script: every browser the partner webviews ship can register it.
          rollupFormat: 'iife',
          // The list of provinces (16 KB) too, so the address picker opens offline; each province's
          // own file is kept by the service worker once fetched (sw/sw.ts).
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'regions/provinces.json'],
          // The manifest's screenshots are for the install prompt only: not worth every user's download.
          globIgnores: ['**/node_modules/**', 'screenshots/**'],
          // Each file's stage: the critical ones before the worker takes control, the rest after.
          manifestTransforms: [precacheStages(() => outDir)],
        },
        manifest: webManifest(readBuildFlags(env)),
        devOptions: { enabled: false },
      }),
    ],
    resolve: {
      // Catalogues arrive pre-parsed (compileCatalogues), so the ICU parser stays out of the bundle.
      alias: [
        ...pathAliases(),
        ...(command === 'build' ? reactRouterProductionBuild() : []),
        { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      ],
    },
    worker: {
      format: 'es',
      // The entry chunk imported by no other chunk: scripts/lib/worker-entry-chunk.ts says why.
      plugins: () => [checkWorkerEntryNotImported()],
      rolldownOptions: { output: { codeSplitting: { groups: workerBootGroups() } } },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Small enough to inline would put data: URLs in CSS; keep every asset a file for the CSP.
      assetsInlineLimit: 0,
      // dist/.vite/manifest.json: `npm run bench` reads each lazy page's chunks from it.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: firstScreenGroups(),
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(devProxyPrefixes().map((prefix) => [prefix, { target: devApiTarget, changeOrigin: false }])),
    },
  };
});

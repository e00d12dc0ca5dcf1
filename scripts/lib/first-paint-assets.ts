/**
 * Writes the #first-paint-assets data block of index.html (src/domain/first-paint.ts): the built
 * file names the head script starts early. A JSON block, not a script: it never runs, so the CSP's
 * inline-script hashes stay the same from build to build.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { FIRST_PAINT_ASSETS_ID, type FirstPaintAssets } from '../../src/domain/first-paint.ts';
import { staticClosure } from './chunk-closure.ts';

/** Where prerender-plugin.ts leaves the block, filled once the bundle's file names are known. */
export const FIRST_PAINT_ASSETS_PLACEHOLDER = `<script type="application/json" id="${FIRST_PAINT_ASSETS_ID}">__FIRST_PAINT_ASSETS__</script>`;

function chunkOf(chunks: OutputChunk[], matches: (chunk: OutputChunk) => boolean, what: string): OutputChunk {
  const chunk = chunks.find(matches);
  if (!chunk) throw new Error(`first-paint assets: no chunk for ${what}`);
  return chunk;
}

export function firstPaintAssets(bundle: OutputBundle, html: string): FirstPaintAssets {
  const outputs = Object.values(bundle);
  const chunks = outputs.filter((output): output is OutputChunk => output.type === 'chunk');
  const catalogue = (language: 'id' | 'en'): string =>
    `/${chunkOf(chunks, (chunk) => chunk.facadeModuleId === `\0catalogue:${language}.js`, `the ${language} catalogue`).fileName}`;
  const home = chunkOf(chunks, (chunk) => !!chunk.facadeModuleId?.endsWith('/src/features/home/HomePage.tsx'), 'the home page');
  const worker = outputs.find((output) => /(^|\/)data\.worker-[^/]+\.js$/.test(output.fileName));
  if (!worker) throw new Error('first-paint assets: no data worker in the bundle');
  return {
    catalogue: { id: catalogue('id'), en: catalogue('en') },
    // The home's chunk and what it imports statically, minus the files index.html already loads.
    home: staticClosure(new Map(chunks.map((chunk) => [chunk.fileName, chunk])), home.fileName)
      .filter((fileName) => !html.includes(`/${fileName}"`))
      .map((fileName) => `/${fileName}`),
    worker: `/${worker.fileName}`,
  };
}

export function fillFirstPaintAssets(): Plugin {
  return {
    name: 'first-paint-assets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(FIRST_PAINT_ASSETS_PLACEHOLDER)) throw new Error('index.html: no first-paint assets placeholder');
        const assets = firstPaintAssets(context.bundle ?? {}, html);
        // `<` escaped: the JSON may not close its <script> element, whatever a file is named.
        const json = JSON.stringify(assets).replace(/</g, '\\u003c');
        return html.replace(FIRST_PAINT_ASSETS_PLACEHOLDER, FIRST_PAINT_ASSETS_PLACEHOLDER.replace('__FIRST_PAINT_ASSETS__', json));
      },
    },
  };
}

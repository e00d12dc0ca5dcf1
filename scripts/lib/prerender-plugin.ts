/**
 * Renders the first screen into index.html at build time (issue 14): the sign-in form in
 * Indonesian inside #root, the English one and the neutral app frame in <template>s, and the
 * first-paint script that picks one before the first paint (src/domain/first-paint.ts). The app's
 * modules run in Node through Vite's SSR loader with this same config (aliases, catalogues), with
 * the few browser globals their module scope reads stood in for while they load.
 */
import { createServer, type Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT, START_EARLY_SCRIPT } from '../../src/domain/first-paint.ts';
import { FIRST_PAINT_ASSETS_PLACEHOLDER } from './first-paint-assets.ts';

interface PrerenderModule {
  renderSignIn(language: 'id' | 'en'): Promise<string>;
  renderFrame(language: 'id' | 'en'): Promise<string>;
}

/** What the app's modules read from the browser when they load (a language, the host name). */
function withBrowserStandIns<T>(run: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const saved = { window: scope.window, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
  scope.window = { location: { hostname: 'prerender', pathname: '/', search: '' } };
  Object.defineProperty(globalThis, 'navigator', {
    value: { language: 'id', languages: ['id'], onLine: true, userAgent: 'prerender' },
    configurable: true,
    writable: true,
  });
  return run().finally(() => {
    scope.window = saved.window;
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
    else delete scope.navigator;
  });
}

/**
 * React's server renderer puts a preload link before the markup for each image it renders; inside
 * #root they would be nodes hydration does not expect, and the HTML's own <img> tags are found by
 * the browser's preload scanner as early anyway.
 */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}

async function renderAll(mode: string): Promise<{ id: string; en: string; frame: string }> {
  const server = await createServer({
    mode,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withBrowserStandIns(async () => {
      const module = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
      return {
        id: withoutImagePreloads(await module.renderSignIn('id')),
        en: withoutImagePreloads(await module.renderSignIn('en')),
        frame: withoutImagePreloads(await module.renderFrame('id')),
      };
    });
  } finally {
    await server.close();
  }
}

export function prerenderFirstScreen(): Plugin {
  let mode = 'production';
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const root = /<div id="root">[\s\S]*?<!-- \/root -->/;
        if (!root.test(html)) throw new Error('index.html: no <div id="root"> … <!-- /root --> to render into');
        const rendered = await renderAll(mode);
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error(`index.html: no ${charset} to place the head script after`);
        return html
          .replace(charset, `${charset}\n    ${FIRST_PAINT_ASSETS_PLACEHOLDER}\n    <script>${START_EARLY_SCRIPT}</script>`)
          .replace(
            root,
            [
              `<div id="root">${rendered.id}</div>`,
              `<template id="first-paint-en">${rendered.en}</template>`,
              `<template id="first-paint-frame">${rendered.frame}</template>`,
              `<script>${FIRST_PAINT_SCRIPT}</script>`,
            ].join('\n    '),
          );
      },
    },
  };
}

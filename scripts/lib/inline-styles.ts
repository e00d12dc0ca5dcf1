/**
 * Puts the first screen's stylesheets into index.html as <style> elements. As <link>s they were
 * two more requests the pre-rendered form waited for before its first paint (about 0.6 s of
 * slow 4G, measured on 28 Nov). The server's CSP names each inline style by its hash
 * (server/http/security-headers.ts reads them from the built page).
 *
 * Vite's preload helper would add an inlined file again as a <link> when a chunk that lists it is
 * imported (it looks for the <link>, which is gone), and wait for it: so the built chunks'
 * dependency lists drop the inlined files.
 */
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin(?:="")?)? href="\/([^"]+\.css)">/g;

/** The HTML with each stylesheet link of the bundle's own files replaced by the file's rules. */
export function inlineStylesheets(html: string, bundle: OutputBundle): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const rewritten = html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // A stylesheet may not close its own element; Vite's minified CSS never does, but say so if it did.
    if (/<\/style/i.test(css)) throw new Error(`${fileName}: "</style" in a stylesheet to inline`);
    inlined.push(fileName);
    return `<style>${css}</style>`;
  });
  return { html: rewritten, inlined };
}

const DEPENDENCY_FILES = /(const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=)(\[[^\]]*\])/;
const DEPENDENCY_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code without the given files in its preload lists: Vite writes one array of file names
 * per chunk (`m.f=[…]`) and each dynamic import names its files by index (`__vite__mapDeps([0,2])`).
 */
export function withoutDependencies(code: string, dropped: ReadonlySet<string>): string {
  const found = DEPENDENCY_FILES.exec(code);
  if (!found?.[2]) return code;
  const files = JSON.parse(found[2]) as string[];
  if (!files.some((file) => dropped.has(file))) return code;
  const kept = files.filter((file) => !dropped.has(file));
  const newIndex = new Map(kept.map((file, index) => [files.indexOf(file), index]));
  return code
    .replace(DEPENDENCY_FILES, (_files, prelude: string) => `${prelude}${JSON.stringify(kept)}`)
    .replace(DEPENDENCY_LIST, (_list, indexes: string) => {
      const renumbered = indexes
        .split(',')
        .filter((index) => index !== '')
        .flatMap((index) => {
          const renamed = newIndex.get(Number(index));
          return renamed === undefined ? [] : [renamed];
        });
      return `__vite__mapDeps([${renumbered.join(',')}])`;
    });
}

export function inlineFirstScreenStyles(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'inline-first-screen-styles',
    apply: 'build',
    transformIndexHtml: {
      // After preload-first-screen has linked the app's own stylesheets.
      order: 'post',
      handler(html, context) {
        const result = inlineStylesheets(html, context.bundle ?? {});
        for (const fileName of result.inlined) inlined.add(fileName);
        return result.html;
      },
    },
    generateBundle: {
      // After Vite's import analysis has written the preload lists.
      order: 'post',
      handler(_options, bundle) {
        if (inlined.size === 0) return;
        for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = withoutDependencies(output.code, inlined);
      },
    },
  };
}

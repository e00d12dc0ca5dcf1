/**
 * Pieces of the first screen's build (issue 14): the rewrite that lets V8 compile rolldown's
 * CommonJS factories while a file streams in (scripts/lib/eager-factories.ts), the stylesheets put
 * into index.html and dropped from the chunks' preload lists (scripts/lib/inline-styles.ts), and
 * the Intl warm-up worker's text (src/domain/first-paint.ts).
 */
import { parseAst } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import type { OutputAsset } from 'rolldown';
import { eagerFactories } from '../../scripts/lib/eager-factories';
import { inlineStylesheets, withoutDependencies } from '../../scripts/lib/inline-styles';
import { INTL_WARM_UP_WORKER } from '@domain/first-paint';

type SyntaxProgram = Parameters<typeof eagerFactories>[1];

/** rolldown's lazy CommonJS wrapper, as minified in the built chunks. */
const RUNTIME = 'var w=(f,m)=>()=>(m||f((m={exports:{}}).exports,m),m.exports);';

const rewrite = (code: string, minBytes = 40): string => eagerFactories(code, parseAst(code) as unknown as SyntaxProgram, minBytes);

/** Runs a chunk's text as a function body and gives what it leaves in `out`. */
function run(code: string): unknown {
  const out: { value?: unknown } = {};
  new Function('out', code)(out);
  return out.value;
}

describe('eager CommonJS factories', () => {
  const chunk = `${RUNTIME}var r=w(((e,t)=>{var n=[1,2,3].map(x=>x*2);e.sum=n.reduce((a,b)=>a+b,0);e.name='react-dom-like'}));out.value=r();`;

  it('writes a large factory arrow as a function expression in parentheses, with the same result', () => {
    const rewritten = rewrite(chunk);
    expect(rewritten).toContain('w(((function(e,t){var n=');
    expect(rewritten).not.toContain('((e,t)=>{');
    expect(run(rewritten)).toEqual(run(chunk));
    expect(run(rewritten)).toEqual({ sum: 12, name: 'react-dom-like' });
  });

  it('leaves small factories, expression-bodied arrows and arrows that read their surroundings’ arguments alone', () => {
    expect(rewrite(chunk, 10_000)).toBe(chunk);
    const expressionBody = `${RUNTIME}var r=w(((e,t)=>e.value=[1,2,3,4,5,6,7,8,9].length));out.value=r();`;
    expect(rewrite(expressionBody)).toBe(expressionBody);
    const outerArguments = `${RUNTIME}function g(){return w(((e,t)=>{e.count=arguments.length;e.pad='xxxxxxxxxxxxxxxxxxxx'}))()}out.value=g(1,2);`;
    expect(rewrite(outerArguments)).toBe(outerArguments);
    expect(run(outerArguments)).toEqual({ count: 2, pad: 'xxxxxxxxxxxxxxxxxxxx' });
  });

  it('rewrites every factory of a chunk, a nested function’s own arguments being no obstacle', () => {
    const two = `${RUNTIME}var a=w((e=>{e.a=function(){return arguments.length}(1,2,3);e.pad='aaaaaaaaaaaaaaaa'}));var b=w(((e,t)=>{t.exports={b:'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'}}));out.value=[a(),b()];`;
    const rewritten = rewrite(two);
    expect(rewritten.match(/\(function\(/g)).toHaveLength(2);
    expect(run(rewritten)).toEqual(run(two));
  });
});

describe('the first screen’s stylesheets inline', () => {
  const asset = (fileName: string, source: string | Uint8Array): OutputAsset =>
    ({ type: 'asset', fileName, source, names: [], originalFileNames: [], needsCodeReference: false }) as unknown as OutputAsset;
  const bundle = {
    'assets/index-a1.css': asset('assets/index-a1.css', ':root{--c:#00703c}\n'),
    'assets/first-screen-b2.css': asset('assets/first-screen-b2.css', new TextEncoder().encode('.card{color:var(--c)}')),
  };

  it('replaces the links to the bundle’s stylesheets with their rules, and leaves any other link', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">',
      '<link rel="stylesheet" crossorigin="" href="/assets/first-screen-b2.css">',
      '<link rel="stylesheet" href="/assets/gone-c3.css">',
    ].join('\n');
    const result = inlineStylesheets(html, bundle);
    expect(result.html).toBe(
      [
        '<style>:root{--c:#00703c}\n</style>',
        '<style>.card{color:var(--c)}</style>',
        '<link rel="stylesheet" href="/assets/gone-c3.css">',
      ].join('\n'),
    );
    expect(result.inlined).toEqual(['assets/index-a1.css', 'assets/first-screen-b2.css']);
  });

  it('refuses a stylesheet that would close its own <style> element', () => {
    const closing = { 'assets/x.css': asset('assets/x.css', 'a{content:"</style>"}') };
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', closing)).toThrow('</style');
  });

  /** Vite's preload lists as it writes them at the top of a chunk, and two imports that use them. */
  const chunk = [
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/main.js","assets/first-screen-b2.css","assets/page.js","assets/page.css"])))=>i.map(i=>d[i]);',
    'out.value=[__vite__mapDeps([0,1]),__vite__mapDeps([2,1,3]),__vite__mapDeps([1])];',
  ].join('\n');

  it('drops the inlined files from every preload list of a chunk and renumbers the rest', () => {
    const rewritten = withoutDependencies(chunk, new Set(['assets/first-screen-b2.css']));
    expect(rewritten).toContain('m.f=["assets/main.js","assets/page.js","assets/page.css"]');
    expect(run(rewritten)).toEqual([['assets/main.js'], ['assets/page.js', 'assets/page.css'], []]);
  });

  it('leaves a chunk that lists none of them, or has no preload lists, as it is', () => {
    expect(withoutDependencies(chunk, new Set(['assets/other.css']))).toBe(chunk);
    expect(withoutDependencies('out.value=1;', new Set(['assets/first-screen-b2.css']))).toBe('out.value=1;');
  });
});

describe('the Intl warm-up worker', () => {
  it('uses Intl in the language it is named with, then closes itself', () => {
    for (const name of ['id', 'en', '']) {
      const close = vi.fn();
      new Function('self', 'close', INTL_WARM_UP_WORKER)({ name }, close);
      expect(close).toHaveBeenCalledOnce();
    }
  });
});

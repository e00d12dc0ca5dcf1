/**
 * Two pieces of the first screen's build (issue 14): the rewrite that lets V8 compile rolldown's
 * CommonJS factories while a file streams in (scripts/lib/eager-factories.ts), and the Intl warm-up
 * worker's text (src/domain/first-paint.ts).
 */
import { parseAst } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { eagerFactories } from '../../scripts/lib/eager-factories';
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

describe('the Intl warm-up worker', () => {
  it('uses Intl in the language it is named with, then closes itself', () => {
    for (const name of ['id', 'en', '']) {
      const close = vi.fn();
      new Function('self', 'close', INTL_WARM_UP_WORKER)({ name }, close);
      expect(close).toHaveBeenCalledOnce();
    }
  });
});

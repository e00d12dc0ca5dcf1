/**
 * React DOM ships as CommonJS; rolldown wraps such a module in a lazy factory,
 * `__commonJSMin((exports, module) => { … })`, run when the module is first required. V8 streams
 * and pre-parses a module off the main thread but compiles an inner function only when it is first
 * called: react-dom-client's 200 KB factory was compiled on the main thread, inside the first
 * screen's evaluation task (165-300 ms at 4x slowdown on this 2-core machine, the longest task of
 * `/`). A function expression in parentheses is compiled while the file streams in (V8's heuristic
 * for functions called at once); an arrow is not. So the large factories of the built chunks become
 * `(function (exports, module) { … })`: 94-134 ms for that task, the same code otherwise.
 * (`//# allFunctionsCalledOnLoad`, V8's explicit compile hint, changed nothing for these module scripts.)
 */
import type { Plugin } from 'vite';

/** The part of an ESTree node this rewrite reads. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
}

/** Smaller factories compile in a few milliseconds wherever they compile. */
const MIN_FACTORY_BYTES = 10_000;

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function children(node: SyntaxNode): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Whether `arguments` in this arrow's body means the arrow's surroundings (a function would have its own). */
function usesOuterArguments(node: SyntaxNode): boolean {
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  if (node.type === 'Identifier' && (node as SyntaxNode & { name: string }).name === 'arguments') return true;
  return children(node).some(usesOuterArguments);
}

interface ArrowNode extends SyntaxNode {
  async: boolean;
  params: SyntaxNode[];
  body: SyntaxNode;
}

/** A call's only argument: a large block-bodied arrow (in parentheses or not), as rolldown writes a CommonJS factory. */
function factoryOf(node: SyntaxNode, minBytes: number): ArrowNode | null {
  if (node.type !== 'CallExpression') return null;
  const args = (node as SyntaxNode & { arguments: SyntaxNode[] }).arguments;
  if (args.length !== 1) return null;
  let argument = args[0] as SyntaxNode;
  while (argument.type === 'ParenthesizedExpression') argument = (argument as SyntaxNode & { expression: SyntaxNode }).expression;
  if (argument.type !== 'ArrowFunctionExpression') return null;
  const arrow = argument as ArrowNode;
  if (arrow.async || arrow.body.type !== 'BlockStatement' || arrow.end - arrow.start < minBytes) return null;
  return usesOuterArguments(arrow.body) ? null : arrow;
}

/** The code with each large factory arrow written as a parenthesized function expression. */
export function eagerFactories(code: string, program: SyntaxNode, minBytes = MIN_FACTORY_BYTES): string {
  const arrows: ArrowNode[] = [];
  const visit = (node: SyntaxNode): void => {
    const arrow = factoryOf(node, minBytes);
    // Not inside a factory: rolldown does not nest them, and the rewrite below slices the original text.
    if (arrow) arrows.push(arrow);
    else for (const child of children(node)) visit(child);
  };
  visit(program);
  let rewritten = code;
  // From the end, so the earlier offsets stay right.
  for (const arrow of arrows.sort((a, b) => b.start - a.start)) {
    const first = arrow.params[0];
    const last = arrow.params.at(-1);
    const params = first && last ? code.slice(first.start, last.end) : '';
    const body = code.slice(arrow.body.start, arrow.end);
    rewritten = `${rewritten.slice(0, arrow.start)}(function(${params})${body})${rewritten.slice(arrow.end)}`;
  }
  return rewritten;
}

/** Rewrites the built chunks' large CommonJS factories (after minification, which would keep arrows). */
export function eagerCommonJsFactories(): Plugin {
  return {
    name: 'eager-commonjs-factories',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.code.length < MIN_FACTORY_BYTES) continue;
        output.code = eagerFactories(output.code, this.parse(output.code) as unknown as SyntaxNode);
      }
    },
  };
}

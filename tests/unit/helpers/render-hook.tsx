/**
 * Renders a hook in a real React root (tests that run in happy-dom), so its effects, state and
 * clean-up run as in the app. Results are read after act() has flushed React's work.
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedHook<Props, Result> {
  /** The hook's answer at the last render. */
  readonly current: Result;
  rerender(props: Props): Promise<void>;
  unmount(): Promise<void>;
}

/** `wrap`: what the app puts around its pages that the hook needs (the Jotai store's provider). */
export async function renderHook<Props, Result>(
  hook: (props: Props) => Result,
  props: Props,
  wrap: (node: ReactNode) => ReactNode = (node) => node,
): Promise<RenderedHook<Props, Result>> {
  const root = createRoot(document.createElement('div'));
  let current: { value: Result } | null = null;
  function Probe({ input }: { input: Props }) {
    current = { value: hook(input) };
    return null;
  }
  await act(async () => root.render(wrap(<Probe input={props} />)));
  return {
    get current(): Result {
      if (!current) throw new Error('The hook has not rendered');
      return current.value;
    },
    rerender: (next) => act(async () => root.render(wrap(<Probe input={next} />))),
    unmount: () => act(async () => root.unmount()),
  };
}

/** Lets pending promises (a fake worker's answers) settle inside act(). */
export function settle(): Promise<void> {
  return act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

// @vitest-environment happy-dom
import { act, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '@ui/preloadable-lazy';
import './helpers/render-hook';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function rendered(element: ReactNode): { container: HTMLDivElement; render: () => Promise<void> } {
  const container = document.createElement('div');
  const root = createRoot(container);
  return {
    container,
    render: () =>
      act(async () => {
        root.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
      }),
  };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without the fallback', async () => {
    let loads = 0;
    const lazy = preloadableLazy(async () => {
      loads += 1;
      return Greeting;
    });
    await lazy.preload();
    const { container, render } = rendered(<lazy.Component name="Ani" />);
    await render();
    expect(container.textContent).toBe('Hello Ani');
    expect(loads).toBe(1);
  });

  it('shows the fallback until the code arrives when nothing preloaded it', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const lazy = preloadableLazy(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const { container, render } = rendered(<lazy.Component name="Budi" />);
    await render();
    expect(container.textContent).toBe('Loading');
    await act(async () => arrive(Greeting));
    expect(container.textContent).toBe('Hello Budi');
  });

  it('tries a failed download again at the next preload', async () => {
    let attempts = 0;
    const lazy = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Greeting;
    });
    await lazy.preload();
    await lazy.preload();
    const { container, render } = rendered(<lazy.Component name="Citra" />);
    await render();
    expect(container.textContent).toBe('Hello Citra');
    expect(attempts).toBe(2);
  });
});

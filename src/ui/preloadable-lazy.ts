import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/**
 * `React.lazy` that can start its download early and that, once the code is here, renders it
 * without suspending. A plain lazy component suspends on its first render even when its module
 * was loaded long before (it learns so only a microtask later), and React then holds the content
 * back behind the fallback for its reveal throttle (about 300 ms): a preloaded home would still
 * appear 300 ms after the data it waited for.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: FunctionComponent<Props>; preload(): Promise<unknown> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = (): Promise<ComponentType<Props>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again by the next render or preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Component(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, preload: () => start().catch(() => undefined) };
}

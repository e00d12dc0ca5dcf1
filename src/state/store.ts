import { createStore } from 'jotai';

/** One store shared by React and by non-React code (the worker's events, the SW update prompt). */
export const appStore = createStore();

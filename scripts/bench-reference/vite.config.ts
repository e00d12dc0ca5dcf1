import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference app's build (scripts/bench.ts builds it into a temporary folder and serves it with `vite preview`). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
  logLevel: 'warn',
});

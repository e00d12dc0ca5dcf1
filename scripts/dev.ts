/**
 * `npm run dev`: the sandbox platform on port 8787 (restarted on change by tsx watch) and Vite's
 * dev server with hot reload, which proxies the API paths to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '8787', HOST: '127.0.0.1', STATIC_DIR: '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, DEV_API_TARGET: 'http://127.0.0.1:8787' } }),
];

const stop = (): void => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.once('exit', stop);

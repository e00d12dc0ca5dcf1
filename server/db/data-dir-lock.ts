/**
 * One server per PGlite data directory: PGlite runs inside its process and a second one on the same
 * files fails obscurely (or worse, writes over them). A lock file beside the folder names the
 * process holding it; a lock left by a process that is gone (a kill) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for this process (released at exit), or throws a ConfigError saying who holds it. */
export function lockDataDir(dataDir: string): void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      process.on('exit', () => rmSync(lockFile, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new ConfigError(
        `The data directory ${dataDir} is in use by another sandbox server (process ${holder}). Stop that server, or start this one with its own DATA_DIR=<folder>; servers that share data need PostgreSQL (DATABASE_URL=postgres://…).`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new ConfigError(`Could not take the lock ${lockFile}: remove it if no sandbox server is running.`);
}

/**
 * The platform a test file works on, made before its tests (or before each test) and closed after
 * them: the set-up every server test file would otherwise write again.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestPlatform, type TestPlatform } from './index';
import { setClock } from './money-support';

export interface FilePlatformOptions {
  /** The sandbox clock's instant once the platform is made (Jakarta time when written with +07:00). */
  now?: string;
  /** A fresh platform for each test instead of one for the file. */
  each?: boolean;
  /** Puts the clock back before closing the platform (a file that moves the machine's time). */
  resetClock?: boolean;
}

/**
 * The file's platform. It is answered at once (the tests' helpers are written against it) and
 * reaches the platform of the moment, made in beforeAll (beforeEach with `each`); used outside a
 * test it throws. A file's own beforeAll, written after this call, runs after the platform is made.
 */
export function platformForFile(options: FilePlatformOptions = {}): TestPlatform {
  let current: TestPlatform | null = null;
  const make = async (): Promise<void> => {
    current = await createTestPlatform();
    if (options.now) await setClock(current, options.now);
  };
  const close = async (): Promise<void> => {
    if (options.resetClock) await current?.clock.reset();
    await current?.dispose();
  };
  if (options.each) {
    beforeEach(make);
    afterEach(close);
  } else {
    beforeAll(make);
    afterAll(close);
  }
  return new Proxy({} as TestPlatform, {
    get(_target, key) {
      if (!current) throw new Error('The platform is made before the tests: use it inside a test');
      return Reflect.get(current, key);
    },
  });
}

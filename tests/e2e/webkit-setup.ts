/**
 * The WebKit project's display, once per run: a virtual X display (Xvfb) on which each phone's
 * WebKitWebDriver starts WebKitGTK's MiniBrowser (tests/e2e/engines/webkit-phone.ts). Debian's
 * webkit2gtk-driver and xvfb: .ci/run installs them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/start-server';
import { MINIBROWSER_PATH } from './engines/webkit-phone';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const needed of ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', MINIBROWSER_PATH]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: apt-get install webkit2gtk-driver xvfb (.ci/run does)`);
  }
  // A display number no other run on the machine uses.
  const display = `:${200 + ((await freePort()) % 500)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  project.provide('xDisplay', display);
  return async () => {
    xvfb.kill();
  };
}

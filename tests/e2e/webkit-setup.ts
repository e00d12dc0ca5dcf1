/**
 * The WebKit project's display, once per run: a virtual X display (Xvfb) on which each phone's
 * WebKitWebDriver starts WebKitGTK's MiniBrowser (tests/e2e/engines/webkit-phone.ts). Debian's
 * webkit2gtk-driver and xvfb: .ci/run installs them.
 */
import type { TestProject } from 'vitest/node';
import { startXvfb } from '../../scripts/lib/webkit-driver';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const xvfb = await startXvfb();
  project.provide('xDisplay', xvfb.display);
  return async () => {
    xvfb.stop();
  };
}

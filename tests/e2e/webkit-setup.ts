/**
 * The WebKit project's browser side, once per run: a virtual display (Xvfb) and WebKitWebDriver on
 * free ports, which start WebKitGTK's MiniBrowser for each session (Debian's webkit2gtk-driver and
 * xvfb: .ci/run installs them).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/start-server';
import { MINIBROWSER_PATH } from './engines/webkit-phone';

function started(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined); // MiniBrowser's GTK warnings: not the test's output
  return child;
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver not up at ${url}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const needed of ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', MINIBROWSER_PATH]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: apt-get install webkit2gtk-driver xvfb (.ci/run does)`);
  }
  // A display number no other run on the machine uses.
  const display = `:${200 + ((await freePort()) % 500)}`;
  const xvfb = started('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env);
  const port = await freePort();
  const driver = started('WebKitWebDriver', [`--port=${port}`], { ...process.env, DISPLAY: display });
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url, driver);
  project.provide('webDriverUrl', url);
  return async () => {
    driver.kill();
    xvfb.kill();
  };
}

/**
 * What both engines' phones share: finding, waiting and reading through one script in the page
 * (./in-page.ts). Each engine says how it runs a script and how it presses, types and picks.
 */
import { findInPage, type SerialisedName, type SerialisedTarget } from './in-page';
import type { Engine, Name, Phone, Target } from './phone';

/** Generous: the journeys share two cores with a server and a browser. */
const DEFAULT_TIMEOUT_MS = 30_000;
const POLL_MS = 100;

function serialiseName(name: Name): SerialisedName {
  return typeof name === 'string' ? { text: name.replace(/\s+/g, ' ').trim() } : { source: name.source, flags: name.flags };
}

export function serialise(target: Target): SerialisedTarget {
  if ('css' in target) return { css: target.css, nth: target.nth ?? 0 };
  if ('label' in target) return { label: serialiseName(target.label) };
  return { role: target.role, name: serialiseName(target.name) };
}

export function describeTarget(target: Target): string {
  if ('css' in target) return `css ${target.css}`;
  if ('label' in target) return `field labelled ${String(target.label)}`;
  return `${target.role} ${String(target.name)}`;
}

/** A script body (its argument is `arguments[0]`) that answers the element, or null. */
export const FIND_SCRIPT = `return (${findInPage.toString()})(arguments[0]);`;

export abstract class BasePhone<Element> implements Phone {
  abstract readonly engine: Engine;
  abstract goto(pathOrUrl: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract screenshot(path: string): Promise<void>;
  abstract close(): Promise<void>;
  /** Runs a script body with `arguments[0]` bound to `arg`; a promise it returns is awaited. */
  protected abstract run<T>(body: string, arg?: unknown): Promise<T>;
  /** The element a target names, or null. */
  protected abstract find(target: SerialisedTarget): Promise<Element | null>;
  protected abstract click(element: Element): Promise<void>;
  protected abstract typeInto(element: Element, text: string): Promise<void>;
  protected abstract setFile(element: Element, path: string): Promise<void>;
  protected abstract choose(element: Element, value: string): Promise<void>;

  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.run<T>(`return (${fn.toString()})(arguments[0]);`, arg ?? null);
  }

  location(): Promise<string> {
    return this.run<string>('return location.pathname + location.search;');
  }

  protected async element(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Element> {
    const deadline = Date.now() + timeoutMs;
    const serialised = serialise(target);
    for (;;) {
      const found = await this.find(serialised).catch(() => null); // a navigation in between: look again
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: no ${describeTarget(target)} on ${await this.location().catch(() => '?')}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async waitFor(target: Target, timeoutMs?: number): Promise<void> {
    await this.element(target, timeoutMs);
  }

  async isShown(target: Target): Promise<boolean> {
    return (await this.find(serialise(target)).catch(() => null)) !== null;
  }

  async text(target: Target): Promise<string> {
    await this.element(target);
    return this.run<string>(`const e = (${findInPage.toString()})(arguments[0]); return e ? e.innerText : '';`, serialise(target));
  }

  async value(target: Target): Promise<string> {
    await this.element(target);
    return this.run<string>(
      `const e = (${findInPage.toString()})(arguments[0]); return e && 'value' in e ? String(e.value) : '';`,
      serialise(target),
    );
  }

  async waitForText(text: Name, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    const name = serialiseName(text);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const body = await this.run<string>('return document.body ? document.body.innerText : "";').catch(() => '');
      const folded = body.replace(/\s+/g, ' ');
      if ('text' in name ? folded.includes(name.text) : new RegExp(name.source, name.flags).test(folded)) return;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: "${String(text)}" never shown on ${await this.location().catch(() => '?')}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async type(target: Target, text: string): Promise<void> {
    await this.typeInto(await this.element(target), text);
  }

  async press(target: Target): Promise<void> {
    await this.click(await this.element(target));
  }

  async pickFile(target: Target, path: string): Promise<void> {
    await this.setFile(await this.element(target), path);
  }

  async select(target: Target, value: string): Promise<void> {
    await this.choose(await this.element(target), value);
  }
}

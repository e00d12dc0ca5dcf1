/**
 * Finds an element the way a person names it, run inside the page by both engines (sent as its
 * source text: no import of this module reaches the page). Roles and names are the accessible ones
 * the app gives (button text or aria-label, a label's text for its control), simplified to what
 * the app's markup uses; only elements shown (with a box) count.
 */
export interface SerialisedTarget {
  label?: SerialisedName;
  role?: string;
  name?: SerialisedName;
  css?: string;
  nth?: number;
}

export type SerialisedName = { text: string } | { source: string; flags: string };

/** Runs in the page: the element, or null. Self-contained (no closure, no helper outside it). */
export function findInPage(target: SerialisedTarget): Element | null {
  const fold = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, name: SerialisedName | undefined): boolean => {
    if (!name) return true;
    if ('text' in name) return fold(text) === name.text;
    return new RegExp(name.source, name.flags).test(fold(text));
  };
  const shown = (element: Element): boolean => {
    if (element instanceof HTMLInputElement && element.type === 'file') return true; // often hidden behind its label
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const labelledBy = (element: Element): string | null => {
    const ids = element.getAttribute('aria-labelledby');
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  };
  /** An element's text as a screen reader names it: without what is aria-hidden or a nested control. */
  const ownText = (element: Element, without: string): string => {
    const copy = element.cloneNode(true) as Element;
    for (const nested of Array.from(copy.querySelectorAll(without))) nested.remove();
    return copy.textContent ?? '';
  };
  const accessibleName = (element: Element): string =>
    element.getAttribute('aria-label') ??
    labelledBy(element) ??
    (element instanceof HTMLInputElement ? element.value : ownText(element, '[aria-hidden="true"]'));
  const all = (selector: string): Element[] => Array.from(document.querySelectorAll(selector));

  if (target.css !== undefined) return all(target.css).filter(shown)[target.nth ?? 0] ?? null;
  if (target.label !== undefined) {
    const label = target.label;
    for (const element of all('label')) {
      const control = (element as HTMLLabelElement).control;
      if (!control) continue;
      // The label's own words, without the control nested in it or a decorative asterisk.
      if (matches(ownText(element, 'input, select, textarea, button, [aria-hidden="true"]'), label) && shown(control)) return control;
    }
    for (const element of all('[aria-label], [aria-labelledby]')) {
      if (element.matches('input, select, textarea') && matches(accessibleName(element), label) && shown(element)) return element;
    }
    return null;
  }
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
  };
  const selector = selectors[target.role ?? ''];
  if (!selector) throw new Error(`Unknown role ${target.role}`);
  for (const element of all(selector)) {
    const name =
      target.role === 'checkbox' || target.role === 'radio'
        ? (element as HTMLInputElement).labels?.[0]
          ? ownText((element as HTMLInputElement).labels?.[0] as Element, 'input, [aria-hidden="true"]')
          : accessibleName(element)
        : accessibleName(element);
    if (matches(name, target.name)) {
      // A radio or checkbox is often visually hidden behind its label: its label is what is shown.
      const label = (element as HTMLInputElement).labels?.[0];
      if (shown(element) || (label && shown(label))) return element;
    }
  }
  return null;
}

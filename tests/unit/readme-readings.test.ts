import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Where the documents give two readings\n'), readme.indexOf('## Documentation\n'));

/** The rows of the README's list: [topic, the contract file named in the row or the row above, the heading]. */
function rows(): Array<{ topic: string; file: string; heading: string }> {
  const found: Array<{ topic: string; file: string; heading: string }> = [];
  let file = '';
  let heading = '';
  for (const line of section
    .split('\n')
    .filter((text) => text.startsWith('| ') && !text.startsWith('| topic') && !text.startsWith('|---'))) {
    const cells = line.split(' | ');
    const where = cells.at(-1) ?? '';
    const link = /\]\(([^)]+)\)/.exec(where)?.[1];
    if (link) {
      file = link;
      heading = /"([^"]+)"/.exec(where)?.[1] ?? '';
    }
    found.push({ topic: cells[0]?.slice(2) ?? '', file, heading });
  }
  return found;
}

describe("the README's list of readings chosen between two texts of the documents", () => {
  it("covers the inventory's section 6 and the route and flag choices", () => {
    const topics = rows().map((row) => row.topic);
    for (const topic of [
      'tenor',
      'disbursement',
      'call-back',
      'VA hours, merchant',
      'VA hours, pay-later',
      'apply route',
      'rejection type',
      'limit and fee',
      'phone',
      '`/lender`',
      '/logout',
    ]) {
      expect(topics.some((text) => text.includes(topic))).toBe(true);
    }
  });

  it.each(rows())('$topic: written in $file under "$heading"', ({ file, heading }) => {
    expect(existsSync(join(ROOT, file))).toBe(true);
    const contract = readFileSync(join(ROOT, file), 'utf8');
    const headingText = heading.replace(/`/g, '');
    expect(contract.split('\n').some((line) => line.startsWith('#') && line.replace(/`/g, '').includes(headingText))).toBe(true);
  });
});

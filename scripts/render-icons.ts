/**
 * Renders the PNG app icons from the SVG sources with the system Chromium.
 * Run by hand after changing public/icons/*.svg: `npx tsx scripts/render-icons.ts`.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../tests/e2e/chromium';

const targets = [
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-192.png', size: 192 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-512.png', size: 512 },
  { svg: 'public/icons/maskable.svg', png: 'public/icons/maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const { svg, png, size } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const markup = await readFile(svg, 'utf8');
  await page.setContent(`<body style="margin:0">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: png, omitBackground: true });
  await page.close();
}
await browser.close();

/**
 * The built web manifest's screenshots and shortcuts (the richer install prompt): each screenshot is
 * a PNG of the size it claims, served; each shortcut opens a route the app declares, with an icon
 * that is served; the service worker's precache leaves the screenshots out (install prompt only).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { declaredPaths } from './support/route-table';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  form_factor?: string;
  label?: string;
}
interface Manifest {
  screenshots: ManifestImage[];
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
}

async function served(path: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer): string => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('web manifest', () => {
  it('lists a narrow and a wide screenshot and shortcuts to routes that exist', async () => {
    const manifest = JSON.parse((await served('/manifest.webmanifest')).toString('utf8')) as Manifest;

    expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
      ['narrow', '390x844'],
      ['wide', '1280x800'],
    ]);
    for (const shot of manifest.screenshots) {
      expect(shot.label, shot.src).toMatch(/\S{3}/);
      expect(shot.type).toBe('image/png');
      expect(pngSize(await served(shot.src)), shot.src).toBe(shot.sizes);
    }

    const routes = new Set(declaredPaths());
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/gopaylater/ab', '/gopaylater/cicilan', '/gomodal/home']);
    for (const shortcut of manifest.shortcuts) {
      expect(routes.has(shortcut.url), shortcut.url).toBe(true);
      expect(shortcut.icons.length, shortcut.url).toBeGreaterThan(0);
      for (const icon of shortcut.icons) expect(pngSize(await served(icon.src)), icon.src).toBe(icon.sizes);
    }

    const worker = (await served('/sw.js')).toString('utf8');
    expect(worker).toContain('manifest.webmanifest');
    expect(worker).not.toContain('screenshots/');
  });
});

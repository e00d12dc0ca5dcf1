/**
 * The web app manifest (vite-plugin-pwa writes it to manifest.webmanifest). Its screenshots and
 * shortcuts give the richer install prompt; a shortcut is listed only when its route is in the
 * build (src/app/router.tsx drops cicilan and the merchant loan when their flags are off).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { BuildFlags } from '../../src/domain/build-flags.ts';

const ICON = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export function webManifest(flags: Pick<BuildFlags, 'cicilan' | 'newGomodal'>): Partial<ManifestOptions> {
  return {
    id: '/',
    name: 'PayLater & Modal Usaha',
    short_name: 'PayLater',
    description: 'Pay later, instalments and business capital in one app.',
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#00703c',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Taken from the built app with the browser (a seeded user's home; the lender form at desktop width).
    screenshots: [
      {
        src: '/screenshots/narrow-390x844.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Beranda: PayLater, PayLater Cicilan dan Modal Usaha dalam satu aplikasi',
      },
      {
        src: '/screenshots/wide-1280x800.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Pendaftaran pendana di layar lebar',
      },
    ],
    shortcuts: [
      { name: 'PayLater', short_name: 'PayLater', url: '/gopaylater/ab', icons: ICON },
      ...(flags.cicilan ? [{ name: 'PayLater Cicilan', short_name: 'Cicilan', url: '/gopaylater/cicilan', icons: ICON }] : []),
      ...(flags.newGomodal ? [{ name: 'Modal Usaha', short_name: 'Modal Usaha', url: '/gomodal/home', icons: ICON }] : []),
    ],
  };
}

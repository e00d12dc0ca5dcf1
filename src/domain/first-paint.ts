/**
 * The two inline scripts of index.html, run while the HTML is parsed, before the first paint
 * (scripts/lib/prerender-plugin.ts places them). The build renders the signed-out sign-in screen
 * into #root (Indonesian) and a <template> (English); the first script decides what a user should
 * see first and the second puts it in, so nothing wrong flashes before the app's code arrives:
 * - `/` with no query, nobody signed in on this device: the sign-in form in the language the app
 *   will use (React then hydrates it, keeping what was typed meanwhile);
 * - a signed-in device (the non-personal hint below) or any other path (a deep link such as
 *   /kyc/step2): the neutral app frame (header and an empty page), which React replaces.
 * It also keeps a button pressed before the app is ready, for the app to press again once it is.
 * The first, in <head>, picks the language and starts what the app will wait for, beside the app's
 * own chunk instead of after it (files named by the build in the #first-paint-assets data block):
 * the Intl warm-up worker ({@link INTL_WARM_UP_WORKER}), the catalogue of the language chosen, and
 * on a signed-in device the data worker (it reads the session and asks for the profile by itself)
 * and, on `/`, the home's chunks.
 * The server's CSP allows exactly these texts by their hashes (server/http/security-headers.ts).
 * Written as ES5 on purpose: they run before anything else, in every webview.
 */

import type { Language } from './languages';

/** localStorage key of the hint "someone is signed in on this device": `1` or absent; nothing personal. */
export const SIGNED_IN_HINT_KEY = 'app.signedIn';

/** What the script leaves on #root: `data-first-paint` is `id`/`en` for a pre-rendered sign-in, `frame` otherwise. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Set on <html> by the head script when the neutral frame, not the pre-rendered sign-in form, is
 * the first paint (a signed-in device, a deep link); removed once the frame is in. Until then the
 * form in #root is not laid out (src/app/app.css): under load the parser can stop and lay out the
 * part it has, which showed the sign-in form to a signed-in user for a moment and fetched its lazy
 * footer badge ahead of the home.
 */
export const FIRST_PAINT_FRAME_PENDING = 'data-first-paint-frame';

/** Id of the JSON data block (not a script that runs) the build writes before the head script: {@link FirstPaintAssets}. */
export const FIRST_PAINT_ASSETS_ID = 'first-paint-assets';

/** The built files the head script starts early (absolute paths, /assets/…). */
export interface FirstPaintAssets {
  catalogue: { id: string; en: string };
  /** The signed-in home's chunks not already in the first screen's. */
  home: string[];
  worker: string;
}

/**
 * A worker's whole text, started by the head script on every load from a blob: URL (the CSP's
 * worker-src allows blob: for it; a file of its own waited ~1 s for one of HTTP/1.1's six
 * connections behind the first screen's chunks). The first use of Intl in a renderer process costs
 * 85-160 ms at 4x slowdown (V8 builds its lists of ICU's locales): on the main thread that was the
 * longest task of `/`, in the first render (react-intl's createIntl asks for supported locales).
 * Those lists and ICU's locale data are per process, not per thread, so a worker that uses Intl
 * first leaves the page's first use at about 0 ms, on a thread of its own while the app's code
 * downloads. Named with the language. A visitor's starts after the first frame, so its work does
 * not meet the form's first paint; on a signed-in device (the neutral frame first) it starts at
 * once, beside the data worker. Its blob is not revoked: 300 bytes for the page's life, and no race
 * with the worker's own load.
 */
export const INTL_WARM_UP_WORKER = `try{var l=self.name==='en'?'en':'id';Intl.NumberFormat.supportedLocalesOf(l);Intl.DateTimeFormat.supportedLocalesOf(l);new Intl.PluralRules(l).select(1);new Intl.NumberFormat(l,{style:'currency',currency:'IDR'}).format(1);new Intl.DateTimeFormat(l,{dateStyle:'long'}).format(0)}catch(e){}close();`;

/** Where the head script leaves the data worker it started; src/data/bridge.ts adopts it. */
export const EARLY_WORKER_GLOBAL = '__earlyDataWorker';

/** The early worker's name carries the page's language ("data:id"): the worker starts itself with it. */
const EARLY_WORKER_NAME = /^data:(id|en)$/;

export function earlyWorkerLanguage(workerName: string): Language | null {
  const match = EARLY_WORKER_NAME.exec(workerName);
  return match ? (match[1] as Language) : null;
}

/**
 * The first of the two, in <head> before anything is requested: picks the language (set on <html>
 * for the second) and starts what the app will wait for, ahead of the stylesheets and images the
 * page's markup asks for (six connections per host on HTTP/1.1: started from the end of <body>,
 * these waited for those).
 */
export const START_EARLY_SCRIPT = `(function(){var d=document,s=null,l=null;try{s=localStorage.getItem('${SIGNED_IN_HINT_KEY}');l=localStorage.getItem('app.language')}catch(e){}if(l!=='id'&&l!=='en'){l='id';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var t=String(n[i]||'').toLowerCase(),b=t.split('-')[0];if(t==='en'||t==='id'){l=t;break}if(b==='en'||b==='id'){l=b;break}}}d.documentElement.lang=l;if(!(location.pathname==='/'&&!location.search&&s!=='1'))d.documentElement.setAttribute('${FIRST_PAINT_FRAME_PENDING}','');var a=null;try{a=JSON.parse(d.getElementById('${FIRST_PAINT_ASSETS_ID}').textContent)}catch(e){}if(!a)return;var p=function(h){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k)};var w=function(){try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(INTL_WARM_UP_WORKER)}],{type:'text/javascript'})),{name:l})}catch(e){}};if(s==='1'){w();try{window.${EARLY_WORKER_GLOBAL}=new Worker(a.worker,{type:'module',name:'data:'+l})}catch(e){}}else{requestAnimationFrame(function(){setTimeout(w,0)})}p(a.catalogue[l]);if(s==='1'&&location.pathname==='/'){for(var j=0;j<a.home.length;j++)p(a.home[j])}})();`;

/**
 * The second, after #root: the first paint, in the language the first one set on <html>; the frame
 * where the first one marked <html> for it ({@link FIRST_PAINT_FRAME_PENDING}: it decides once).
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document,h=d.documentElement,r=d.getElementById('root'),l=h.lang==='en'?'en':'id';if(!h.hasAttribute('${FIRST_PAINT_FRAME_PENDING}')){if(l==='en'){r.innerHTML=d.getElementById('first-paint-en').innerHTML}r.setAttribute('${FIRST_PAINT_ATTRIBUTE}',l);d.addEventListener('click',function(e){var x=e.target&&e.target.closest&&e.target.closest('button');if(x&&!window.__appReady){e.preventDefault();window.__pendingClick=x}},true)}else{r.innerHTML=d.getElementById('first-paint-frame').innerHTML;r.setAttribute('${FIRST_PAINT_ATTRIBUTE}','frame');h.removeAttribute('${FIRST_PAINT_FRAME_PENDING}')}})();`;

/**
 * The one inline script of index.html, run while the HTML is parsed, before the first paint
 * (the build places it after #root; scripts/lib/prerender-plugin.ts). The build renders the
 * signed-out sign-in screen into #root (Indonesian) and a <template> (English); this script picks
 * what a user should see first, so nothing wrong flashes before the app's code arrives:
 * - `/` with no query, nobody signed in on this device: the sign-in form in the language the app
 *   will use (React then hydrates it, keeping what was typed meanwhile);
 * - a signed-in device (the non-personal hint below) or any other path (a deep link such as
 *   /kyc/step2): the neutral app frame (header and an empty page), which React replaces.
 * It also keeps a button pressed before the app is ready, for the app to press again once it is.
 * And it starts what the app will wait for, beside the app's own chunk instead of after it (files
 * named by the build in the #first-paint-assets data block): the catalogue of the language chosen;
 * on a signed-in device, the data worker (the session, then the profile) and, on `/`, the home's
 * chunks.
 * The server's CSP allows exactly this text by its hash (server/http/security-headers.ts).
 * Written as ES5 on purpose: it runs before anything else, in every webview.
 */

/** localStorage key of the hint "someone is signed in on this device": `1` or absent; nothing personal. */
export const SIGNED_IN_HINT_KEY = 'app.signedIn';

/** What the script leaves on #root: `data-first-paint` is `id`/`en` for a pre-rendered sign-in, `frame` otherwise. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Id of the JSON data block (not a script that runs) the build writes before the script: {@link FirstPaintAssets}. */
export const FIRST_PAINT_ASSETS_ID = 'first-paint-assets';

/** The built files the first-paint script starts early (absolute paths, /assets/…). */
export interface FirstPaintAssets {
  catalogue: { id: string; en: string };
  /** The signed-in home's chunks not already in the first screen's. */
  home: string[];
  worker: string;
}

/** Where the script leaves the data worker it started; src/data/bridge.ts adopts it. */
export const EARLY_WORKER_GLOBAL = '__earlyDataWorker';

const START_EARLY = `var a=null;try{a=JSON.parse(d.getElementById('${FIRST_PAINT_ASSETS_ID}').textContent)}catch(e){}if(a){var p=function(h){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k)};p(a.catalogue[l]);if(s==='1'){try{window.${EARLY_WORKER_GLOBAL}=new Worker(a.worker,{type:'module',name:'data'})}catch(e){}if(location.pathname==='/'){for(var j=0;j<a.home.length;j++)p(a.home[j])}}}`;

export const FIRST_PAINT_SCRIPT = `(function(){var d=document,r=d.getElementById('root'),s=null,l=null;try{s=localStorage.getItem('${SIGNED_IN_HINT_KEY}');l=localStorage.getItem('app.language')}catch(e){}if(l!=='id'&&l!=='en'){l='id';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var t=String(n[i]||'').toLowerCase(),b=t.split('-')[0];if(t==='en'||t==='id'){l=t;break}if(b==='en'||b==='id'){l=b;break}}}d.documentElement.lang=l;${START_EARLY}if(location.pathname==='/'&&!location.search&&s!=='1'){if(l==='en'){r.innerHTML=d.getElementById('first-paint-en').innerHTML}r.setAttribute('${FIRST_PAINT_ATTRIBUTE}',l);d.addEventListener('click',function(e){var x=e.target&&e.target.closest&&e.target.closest('button');if(x&&!window.__appReady){e.preventDefault();window.__pendingClick=x}},true)}else{r.innerHTML=d.getElementById('first-paint-frame').innerHTML;r.setAttribute('${FIRST_PAINT_ATTRIBUTE}','frame')}})();`;

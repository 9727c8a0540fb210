import { createHash } from 'node:crypto';

/** The inert `<template>` that holds a rendered page's scripts until the first paint. */
const AFTER_PAINT_ID = 'after-paint';

/**
 * Copies the held scripts and preloads into the head once the page's first contentful paint has been
 * presented (the browser reports it to a `paint` observer; scripts fetched before then would count
 * against it), each in a task of its own so that no one task holds the main thread. A hidden tab
 * paints nothing and a browser without paint timing reports nothing: they load at once, and a page
 * whose paint is never reported loads after 3 s. Constant, so the Content-Security-Policy allows it
 * by its hash, never by 'unsafe-inline'.
 */
export const AFTER_PAINT_LOADER = `(()=>{const add=(n)=>{const e=document.createElement(n.localName);for(const a of n.attributes)e.setAttribute(a.name,a.value);document.head.append(e)};const go=()=>{const t=document.getElementById('${AFTER_PAINT_ID}');if(!t)return;t.remove();for(const n of t.content.children)setTimeout(()=>add(n))};const P=window.PerformanceObserver;if(document.visibilityState==='hidden'||!P||!(P.supportedEntryTypes||[]).includes('paint'))return go();new P((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});setTimeout(go,3000)})()`;

/** The loader's CSP source expression. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/**
 * The entry script and module preloads exactly as Vite writes them into index.html. Should Vite ever
 * write them otherwise, nothing matches and they stay in the head: the page works, only sooner-loaded.
 */
const SCRIPT_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A rendered page shows without its scripts, so they wait until it has painted (decision 029): the
 * template's entry script and module preloads, and the route's own chunks (`preload`), move from the
 * head into an inert template at the end of the body, which the loader empties after the first frame.
 * The phone's bandwidth and main thread go to the content first; the scripts then load at full priority.
 */
export function scriptsAfterPaint(html: string, preload: readonly string[]): string {
  const tags = html.match(SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  const routeTags = preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const held = `<template id="${AFTER_PAINT_ID}">${[...tags, ...routeTags].join('')}</template>`;
  return html
    .replace(SCRIPT_TAGS, '')
    .replace('</body>', `${held}<script>${AFTER_PAINT_LOADER}</script></body>`);
}

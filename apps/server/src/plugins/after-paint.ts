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
 * When a rendered page's scripts are fetched (decision 051):
 * - `after-paint`: all of them wait for the first paint (decision 029);
 * - `entry-early`: the entry and its module preloads stay in the head at low priority, fetched while
 *   the page paints; the route's own chunks wait for the paint;
 * - `all-early`: everything in the head at low priority (decision 028).
 */
export type ScriptLoading = 'after-paint' | 'entry-early' | 'all-early';

let scriptLoading: ScriptLoading = 'after-paint';

/** For `npm run bench:web -- --compare-loading`, which measures each way in one run. */
export function setScriptLoading(loading: ScriptLoading): void {
  scriptLoading = loading;
}

/** The way in use: pages cut their template once per way (plugins/spa.ts). */
export const scriptLoadingNow = (): ScriptLoading => scriptLoading;

const lowPriority = (tag: string) => tag.replace(/<(script|link) /, '<$1 fetchpriority="low" ');

/**
 * A rendered page shows without its scripts, so they need not come before it: the template's entry
 * script and module preloads, and the route's own chunks (`preload`), are fetched as `scriptLoading`
 * says. What waits for the paint moves from the head into an inert template at the end of the body,
 * which the loader empties after the first frame; what loads early stays in the head at low priority,
 * so the page's own bytes come first.
 */
export function scriptsAfterPaint(
  html: string,
  preload: readonly string[],
  loading: ScriptLoading = scriptLoading,
): string {
  const tags = html.match(SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  const routeTags = preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (loading === 'all-early') {
    return html
      .replace(SCRIPT_TAGS, (tag) => lowPriority(tag))
      .replace('</head>', `${routeTags.map(lowPriority).join('')}</head>`);
  }
  const early = loading === 'entry-early';
  const held = early ? routeTags : [...tags, ...routeTags];
  const template = `<template id="${AFTER_PAINT_ID}">${held.join('')}</template>`;
  return html
    .replace(SCRIPT_TAGS, (tag) => (early ? lowPriority(tag) : ''))
    .replace('</body>', `${template}<script>${AFTER_PAINT_LOADER}</script></body>`);
}

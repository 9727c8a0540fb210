// Reads Vite's build manifest (apps/web/dist/.vite/manifest.json) and measures what a visitor's browser
// loads: the landing JavaScript (the entry, the home page's chunk, and everything either imports
// statically) and, for each public page, what its chunk adds to the entry. Pure: the caller passes the
// manifest and a function giving a built file's size, so a made-up manifest tests it (scripts/test/).

/** The home page's module, as the route table names it: its chunk is loaded with the entry. */
export const HOME_MODULE = 'src/features/home/HomePage.tsx';

/** A route's page: a lazily loaded module named …Page, …Route or …Redirect, outside the admin panel. */
const PAGE_MODULE = /(Page|Route|Redirect)\.[jt]sx?$/;
const ADMIN_MODULE = /(^|\/)admin\//;

/** The manifest key of the HTML entry (`index.html`). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html'));
  if (!key) throw new Error('the manifest has no HTML entry (index.html)');
  return key;
}

/** The given manifest keys and every key they import statically, transitively, each once. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript files of a set of manifest keys (a chunk's CSS and assets are not counted). */
const jsFiles = (manifest, keys) =>
  [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => /\.m?js$/.test(f));

const sum = (files, sizeOf) => files.reduce((total, file) => total + sizeOf(file), 0);

/** Lazily loaded chunks outside the admin panel: the pages, then the other parts (menus, dialogs…). */
export function publicDynamicChunks(manifest) {
  const keys = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && !ADMIN_MODULE.test(manifest[k].src ?? k),
  );
  const isPage = (k) => PAGE_MODULE.test(manifest[k].src ?? k);
  return { pages: keys.filter(isPage).sort(), parts: keys.filter((k) => !isPage(k)).sort() };
}

/**
 * Sizes, with `sizeOf(file)` the bytes of one built file (gzipped, for the budget):
 * - landing: the entry + the home page's chunk + their static imports, each file once. When the home
 *   page is not a chunk of its own (bundled into the entry), `homeChunk` is false and the entry alone counts.
 * - pages / parts: for each public lazy chunk, its file and static imports not already in the entry.
 */
export function measureBundle(manifest, sizeOf) {
  const entry = entryKey(manifest);
  const entryKeys = staticClosure(manifest, [entry]);
  const homeChunk = HOME_MODULE in manifest;
  const landingKeys = staticClosure(manifest, homeChunk ? [entry, HOME_MODULE] : [entry]);
  const landingFiles = jsFiles(manifest, landingKeys);
  const own = (key) => {
    const added = [...staticClosure(manifest, [key])].filter((k) => !entryKeys.has(k));
    const files = jsFiles(manifest, added);
    return { module: key, file: manifest[key].file, files, bytes: sum(files, sizeOf) };
  };
  const { pages, parts } = publicDynamicChunks(manifest);
  const entryFiles = jsFiles(manifest, entryKeys);
  return {
    entry: { module: entry, file: manifest[entry].file, files: entryFiles, bytes: sum(entryFiles, sizeOf) },
    landing: { files: landingFiles, bytes: sum(landingFiles, sizeOf), homeChunk },
    pages: pages.map(own),
    parts: parts.map(own),
  };
}

/**
 * Which measured sizes pass their budget. `budgets`: { landing, pageDefault, pages: { module: bytes } };
 * a page without its own budget gets `pageDefault`, so a new page starts with one.
 */
export function overBudget(measured, budgets) {
  const over = [];
  if (measured.landing.bytes > budgets.landing)
    over.push({ name: 'landing JavaScript', bytes: measured.landing.bytes, budget: budgets.landing });
  for (const page of measured.pages) {
    const budget = pageBudget(budgets, page.module);
    if (page.bytes > budget) over.push({ name: `${page.module} (${page.file})`, bytes: page.bytes, budget });
  }
  return over;
}

export const pageBudget = (budgets, module) => budgets.pages?.[module] ?? budgets.pageDefault;

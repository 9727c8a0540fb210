import { describe, expect, it } from 'vitest';
import { measureBundle, overBudget } from '../lib/bundle-size.mjs';

/** A made-up Vite manifest: the entry and two pages share chunks; the admin panel and a menu are lazy too. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_runtime.js'],
    dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/store/StorePage.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_podium.js': { file: 'assets/podium.js', imports: ['_react.js', 'index.html', '_money.js'] },
  '_money.js': { file: 'assets/money.js' },
  '_tabs.js': { file: 'assets/tabs.js', imports: ['_react.js', '_money.js'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    src: 'src/features/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_podium.js'],
    dynamicImports: ['src/app/nav/UserMenu.tsx'],
  },
  'src/features/store/StorePage.tsx': {
    file: 'assets/StorePage.js',
    src: 'src/features/store/StorePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_tabs.js', '_money.js'],
  },
  'src/app/admin/AdminRoutes.tsx': {
    file: 'assets/AdminRoutes.js',
    src: 'src/app/admin/AdminRoutes.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_tabs.js'],
  },
  'src/app/nav/UserMenu.tsx': {
    file: 'assets/UserMenu.js',
    src: 'src/app/nav/UserMenu.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

/** Each file's size is a distinct power of two, so a sum tells exactly which files were counted and how often. */
const sizes: Record<string, number> = {
  'assets/index.js': 1,
  'assets/react.js': 2,
  'assets/runtime.js': 4,
  'assets/podium.js': 8,
  'assets/money.js': 16,
  'assets/tabs.js': 32,
  'assets/HomePage.js': 64,
  'assets/StorePage.js': 128,
  'assets/AdminRoutes.js': 256,
  'assets/UserMenu.js': 512,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('bundle size from the build manifest', () => {
  it('counts the landing JavaScript as the entry plus the home chunk, with their static imports, each file once', () => {
    const { landing, entry } = measureBundle(manifest, sizeOf);
    expect(entry.bytes).toBe(1 + 2 + 4);
    expect(landing.homeChunk).toBe(true);
    expect([...landing.files].sort()).toEqual([
      'assets/HomePage.js',
      'assets/index.js',
      'assets/money.js',
      'assets/podium.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
    // React and the runtime are imported four times over, the entry twice: each counts once. The home
    // page's lazy menu, the store and the admin panel are not loaded before the home page is interactive.
    expect(landing.bytes).toBe(1 + 2 + 4 + 8 + 16 + 64);
  });

  it('measures each public page by what it adds to the entry, and leaves the admin panel out', () => {
    const { pages, parts } = measureBundle(manifest, sizeOf);
    expect(pages.map((p) => [p.module, p.bytes])).toEqual([
      ['src/features/home/HomePage.tsx', 64 + 8 + 16],
      ['src/features/store/StorePage.tsx', 128 + 32 + 16],
    ]);
    expect(parts.map((p) => [p.module, p.bytes])).toEqual([['src/app/nav/UserMenu.tsx', 512]]);
  });

  it('counts the entry alone when the home page is bundled into it', () => {
    const { 'src/features/home/HomePage.tsx': _home, ...withoutHome } = manifest;
    const { landing } = measureBundle(withoutHome, sizeOf);
    expect(landing.homeChunk).toBe(false);
    expect(landing.bytes).toBe(1 + 2 + 4);
  });

  it('names the landing and each page over its budget, a page without its own budget getting the default', () => {
    const measured = measureBundle(manifest, sizeOf);
    // A size equal to its budget passes.
    expect(overBudget(measured, { landing: 95, pageDefault: 176, pages: {} })).toEqual([]);
    const over = overBudget(measured, {
      landing: 94,
      pageDefault: 100,
      pages: { 'src/features/home/HomePage.tsx': 87 },
    });
    expect(over.map((o) => [o.name, o.bytes, o.budget])).toEqual([
      ['landing JavaScript', 95, 94],
      ['src/features/home/HomePage.tsx (assets/HomePage.js)', 88, 87],
      ['src/features/store/StorePage.tsx (assets/StorePage.js)', 176, 100],
    ]);
  });

  it('refuses a manifest that names a chunk it does not have', () => {
    const broken = { ...manifest, '_react.js': { file: 'assets/react.js', imports: ['_missing.js'] } };
    expect(() => measureBundle(broken, sizeOf)).toThrow('_missing.js');
  });
});

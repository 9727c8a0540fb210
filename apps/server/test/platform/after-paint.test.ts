import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_LOADER,
  AFTER_PAINT_SCRIPT_HASH,
  type ScriptLoading,
  scriptsAfterPaint,
} from '../../src/plugins/after-paint.ts';

/** The head Vite writes into the built index.html. */
const template =
  '<!doctype html><html lang="en"><head><title>x</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">\n' +
  '    <style>body{}</style></head><body><div id="root"><main>page</main></div></body></html>';

describe('the scripts of a rendered page wait for its first paint (decision 029)', () => {
  const html = scriptsAfterPaint(template, ['assets/HomePage-123.js'], 'after-paint');
  const head = html.slice(0, html.indexOf('</head>'));

  it('leaves no script or module preload in the head, where it would load before the paint', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<style>body{}</style>');
  });

  it('holds the entry, its preloads and the route chunk in an inert template after the page', () => {
    const held = html.match(/<template id="after-paint">(.*?)<\/template>/)?.[1];
    expect(held).toBe(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-def.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-123.js">',
    );
    expect(html.indexOf('<template')).toBeGreaterThan(html.indexOf('<main>page</main>'));
  });

  it('ends the body with the loader, which the policy allows by exactly its hash', () => {
    expect(html).toMatch(/<\/template><script>([^<]+)<\/script><\/body>/);
    const inline = html.match(/<\/template><script>([^<]+)<\/script>/)?.[1] ?? '';
    expect(inline).toBe(AFTER_PAINT_LOADER);
    expect(AFTER_PAINT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
});

describe('the other ways of loading them, measured by bench:web --compare-loading (decision 051)', () => {
  const load = (loading: ScriptLoading) => {
    const html = scriptsAfterPaint(template, ['assets/HomePage-123.js'], loading);
    return {
      head: html.slice(0, html.indexOf('</head>')),
      held: html.match(/<template id="after-paint">(.*?)<\/template>/)?.[1] ?? null,
    };
  };

  it('entry-early: the entry and its preloads stay in the head at low priority; the route chunk waits', () => {
    const { head, held } = load('entry-early');
    expect(head).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(head).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-def.js">',
    );
    expect(head).not.toContain('HomePage');
    expect(held).toBe('<link rel="modulepreload" crossorigin href="/assets/HomePage-123.js">');
  });

  it('all-early: everything in the head at low priority, and no loader', () => {
    const { head, held } = load('all-early');
    expect(head).toContain('<script fetchpriority="low" type="module"');
    expect(head).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/HomePage-123.js">',
    );
    expect(held).toBeNull();
    expect(scriptsAfterPaint(template, [], 'all-early')).not.toContain(AFTER_PAINT_LOADER);
  });
});

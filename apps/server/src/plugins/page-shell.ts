/** What a page fills into the template's four places. */
export interface ShellFill {
  /** The attributes added to `<html lang="en">` (the theme's style), escaped. */
  htmlAttributes: string;
  /** The title's text, escaped. */
  title: string;
  /** Markup added at the end of the head (description, boot data). */
  head: string;
  /** The rendered page inside `<div id="root">`. */
  root: string;
}

type Place = { key: keyof ShellFill; find: RegExp; before: (found: string) => string; after: string };

/** The four places, in the order they come in the template. */
const PLACES: Place[] = [
  { key: 'htmlAttributes', find: /<html\b[^>]*>/, before: (found) => found.slice(0, -1), after: '>' },
  { key: 'title', find: /<title>[^<]*<\/title>/, before: () => '<title>', after: '</title>' },
  { key: 'head', find: /<\/head>/, before: () => '', after: '</head>' },
  { key: 'root', find: /<div id="root"><\/div>/, before: () => '<div id="root">', after: '</div>' },
];

/**
 * The template cut once at its four places, so a page is one concatenation: no pass over the ~60 KB
 * template per place and per view, and the page's own text is never read as a replacement pattern
 * (`String.replace` turned `$'` or `$&` in a title into pieces of the template). A place the template
 * lacks is left out, as a replacement that finds nothing.
 */
export function cutShell(html: string): (fill: ShellFill) => string {
  const pieces: string[] = [];
  const keys: (keyof ShellFill)[] = [];
  let rest = html;
  for (const place of PLACES) {
    const match = place.find.exec(rest);
    if (!match) continue;
    pieces.push(rest.slice(0, match.index) + place.before(match[0]));
    keys.push(place.key);
    rest = place.after + rest.slice(match.index + match[0].length);
  }
  pieces.push(rest);
  return (fill) => {
    let out = pieces[0]!;
    for (let i = 0; i < keys.length; i++) out += fill[keys[i]!] + pieces[i + 1]!;
    return out;
  };
}

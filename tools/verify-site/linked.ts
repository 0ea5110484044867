import { Parser } from 'htmlparser2';

/**
 * The addresses of a copy served over HTTP that one of its pages links to, as paths under the
 * copy's root (`account-check/index.html`, `assets/steal.js`). Over HTTP the files a host holds
 * cannot be listed, so a page or script a mirror added is found the way a reader would reach it:
 * by a link, a script, a picture, a form or a refresh on a page it serves. Links to other hosts, or
 * outside the copy's prefix, are not the copy's and are left out.
 */

/** The attribute of each element that names another file a browser loads or goes to. */
const ADDRESS_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  object: ['data'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  form: ['action'],
  button: ['formaction'],
  input: ['formaction', 'src'],
};

/** Every address an element's attributes name; a srcset names one per candidate, before its width. */
function addressesOf(name: string, attributes: Record<string, string>): string[] {
  const found: string[] = [];
  for (const attribute of ADDRESS_ATTRIBUTES[name] ?? []) {
    const value = attributes[attribute];
    if (value === undefined) continue;
    if (attribute === 'srcset')
      for (const candidate of value.split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
    else found.push(value);
  }
  // <meta http-equiv="refresh" content="0; url=..."> sends the reader on without a click.
  if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
    const content = attributes.content ?? '';
    const at = content.toLowerCase().indexOf('url=');
    if (at >= 0)
      found.push(
        content
          .slice(at + 4)
          .trim()
          .replace(/^['"]|['"]$/g, ''),
      );
  }
  return found.filter((address) => address.trim() !== '');
}

/** The address a page's file is served at: `about/index.html` at `about/`, its links relative to it. */
export function pageAddress(file: string): string {
  if (file === 'index.html') return '';
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/**
 * The paths under `root` (an address ending in `/`) that the page at `page` links to, each once:
 * a folder's address as its `index.html`, without query or fragment.
 */
export function linkedPaths(html: string, page: string, root: URL): string[] {
  const base = new URL(pageAddress(page).split('/').map(encodeURIComponent).join('/'), root);
  const paths = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const address of addressesOf(name, attributes)) {
          let url: URL;
          try {
            url = new URL(address.trim(), base);
          } catch {
            continue;
          }
          if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) continue;
          let file: string;
          try {
            file = decodeURIComponent(url.pathname.slice(root.pathname.length));
          } catch {
            file = url.pathname.slice(root.pathname.length);
          }
          paths.add(file === '' || file.endsWith('/') ? `${file}index.html` : file);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return [...paths];
}

/**
 * Whether a linked path is one of the build's files as a host serves it: a page linked without its
 * final slash (`about`) is the build's `about/index.html`.
 */
export function listedAs(file: string, listed: ReadonlySet<string>): boolean {
  return listed.has(file) || listed.has(`${file}/index.html`) || listed.has(`${file}.html`);
}

/**
 * The addresses the registry's patterns make: `/blog/:id` with an entry's id, and the pages of a
 * list after its first, `/blog/page/2`. The build, the content check and the route table all use
 * these, so an address is spelled one way everywhere.
 */

/** Fills the `:name` parts of an address pattern, such as `/blog/:id`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
}

/** The pattern of a list's pages after the first: `/blog/page/:page`. */
export function pagedPattern(first: string): string {
  return `${first === '/' ? '' : first}/page/:page`;
}

/** The address of one page of a list: the first is the list's own address, `/blog`; then `/blog/page/2`. */
export function pagedPath(first: string, page: number): string {
  return page === 1 ? first : fillPath(pagedPattern(first), { page: String(page) });
}

/** How many pages a list of `total` entries fills, `size` to a page; an empty list still has its first. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The address of one entry of a folder collection: its own page, or, for entries without one (signed
 * statements), the file as written, published beside the pages.
 */
export function entryPath(definition: { entry?: { path: string }; rawFiles?: string }, id: string): string {
  const pattern = definition.entry?.path ?? definition.rawFiles;
  if (!pattern)
    throw new Error('A folder collection needs an entry page or published files (rawFiles) in the registry');
  return fillPath(pattern, { id });
}

/** A group of a folder collection, such as a post's tags: the address of each value's page, and the entry's values. */
interface GroupDefinition<E> {
  path: string;
  values: (entry: E) => readonly string[];
}

/** The link to the page of one value of a group, such as the tag privacy to /blog/tag/privacy. */
export function groupLink(path: string, group: string, value: string): { label: string; url: string } {
  const param = /:(\w+)/.exec(path)?.[1] ?? group;
  return { label: value, url: fillPath(path, { [param]: value }) };
}

/** The links of an entry's groups, by group: each of a post's tags to its tag's page, in the post's order. */
export function groupLinks<E>(
  groups: Readonly<Record<string, GroupDefinition<E>>> | undefined,
  entry: E,
): Record<string, { label: string; url: string }[]> {
  return Object.fromEntries(
    Object.entries(groups ?? {}).map(([group, { path, values }]) => [
      group,
      values(entry).map((value) => groupLink(path, group, value)),
    ]),
  );
}

/**
 * An address of the site, written from its root (`/about`, `/fa#pricing`, `/assets/site.css`), as a
 * link on the page at `from` (`/`, `/fa/blog/page/2`) writes it so that it resolves wherever the
 * built folder is served over HTTP: at a domain's root or under a path prefix (a bucket, a gateway,
 * a mirror). A page's address ends in its slash, `about/`, and never names its file: the address a
 * reader sees, copies and shares is the specification's own (`/about`, `/#pricing`), and the hosts
 * mirrors use all answer a folder's address with its `index.html` and redirect the address without
 * the slash to it (the README's mirror guide gives nginx the same settings). An address whose last
 * part has a dot, `/assets/site.css`, is a file and is written as it is.
 *
 * A page read from a folder (`file://`, the offline archive), where a folder's address opens no page,
 * is drawn from its file's address (`fileAddress`): `/fa/about/index.html`. Its links then name files
 * too, `../../fa/blog/index.html`, since no host is there to find a folder's `index.html`.
 *
 * The link climbs to the site's root (`../` once for each part of the page's own address) and then
 * names the whole address, rather than taking the shortest way: a host that serves `/fa/about`
 * without its slash puts the page one folder higher than its file, and the one `../` too many stops
 * at the domain's root, where the site is, so the link still lands there. Anything that is not an
 * address from the root (a link to another host, `//host/`, `#section`, `mailto:`, an address
 * already relative) is returned as it is.
 */
export function relativeAddress(target: string, from: string): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  // A page writes all its links from its one address, so the last address's depth is kept.
  if (from !== lastFrom.from) {
    const parts = from.split(/[?#]/)[0].split('/').filter(Boolean);
    const files = parts.at(-1) === PAGE_FILE;
    lastFrom = { from, files, depth: files ? parts.length - 1 : parts.length };
  }
  const { depth, files } = lastFrom;
  // Every page links the same header and footer: each address is worked out once for each depth.
  const key = `${depth}\u0000${files ? 'f' : 'd'}\u0000${target}`;
  let address = RELATIVE.get(key);
  if (address === undefined) {
    if (RELATIVE.size >= MAX_RELATIVE) RELATIVE.clear();
    RELATIVE.set(key, (address = relativeFrom(target, depth, files)));
  }
  return address;
}

/** The file a host serves for a page's folder, and which a page read from a folder is named by. */
export const PAGE_FILE = 'index.html';

/** A page's address as its file names it, for a page read from a folder: `/fa/about` is `/fa/about/index.html`. */
export function fileAddress(page: string): string {
  return `${page.replace(/\/$/, '')}/${PAGE_FILE}`;
}

/** Whether links drawn from `from` name their pages' files (see `relativeAddress`). */
export function namesFiles(from: string | undefined): boolean {
  return from !== undefined && from.split(/[?#]/)[0].endsWith(`/${PAGE_FILE}`);
}

/** The address links were last written from, with its depth and whether its links name files. */
let lastFrom = { from: '', files: false, depth: 0 };

/** The relative addresses worked out so far, by depth and address; bounded, then started afresh. */
const RELATIVE = new Map<string, string>();
const MAX_RELATIVE = 50_000;

/** An address from the root, as a page `depth` folders down writes it, naming pages' files if `files`. */
function relativeFrom(target: string, depth: number, files: boolean): string {
  const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(target)!;
  const parts = pathname.split('/').filter(Boolean);
  const last = parts.at(-1);
  // A page is its folder, written with the slash its host redirects to, or its file when no host is
  // there; a file keeps its name.
  const folder = parts.length > 0 ? `${parts.join('/')}/` : '';
  const down =
    last !== undefined && last.includes('.') ? parts.join('/') : files ? `${folder}${PAGE_FILE}` : folder;
  // The site's root from the root itself is `./`, since an empty link, or a bare `#section`, would
  // name the page it is on rather than the root. A first part with a colon, such as `a:b`, would
  // read as a scheme without a folder before it.
  const climb = depth > 0 ? '../'.repeat(depth) : down === '' || down.split('/')[0].includes(':') ? './' : '';
  return `${climb}${down}${rest}`;
}

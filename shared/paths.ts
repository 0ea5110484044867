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

import { hostInLinkMessage, registry, type CollectionName, type FieldOf } from '../../schemas';
import { closest } from './format-issues';
import { entryExtension } from './files';
import { entryPath, fillPath, pageCount, pagedPath } from '../../shared/paths';
import type { EntryFile } from './source-file';

/** A page a link may lead to; a page whose file has a problem of its own has no `anchors` to check. */
export interface LinkTarget {
  anchors?: () => ReadonlySet<string>;
  unavailable?: string;
}

export interface PublishContext {
  today: string;
  /** The dev server shows drafts and entries dated later; the build leaves them out. */
  preview: boolean;
}

export function unpublishedReason(
  collection: CollectionName,
  data: unknown,
  { today, preview }: PublishContext,
): string | undefined {
  const definition = registry[collection];
  if (preview || definition.kind !== 'folder' || !definition.publish) return undefined;
  const entry = data as Parameters<NonNullable<typeof definition.publish.draft>>[0];
  if (definition.publish.draft?.(entry)) return 'is a draft, so the built site leaves it out';
  const date = definition.publish.date?.(entry);
  if (date !== undefined && date > today)
    return `is dated ${date}, so the built site leaves it out until that day`;
  return undefined;
}

/** Reads a value another collection's file holds, such as the blog's page size, once that file is valid. */
export function fieldOf(byCollection: ReadonlyMap<CollectionName, EntryFile[]>, ref: FieldOf): unknown {
  const [source] = byCollection.get(ref.collection as CollectionName) ?? [];
  return (source?.data as Record<string, unknown> | undefined)?.[ref.field];
}

const none = () => new Set<string>();

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Every page of the site and its sections: a file with a problem of its own still has its page. */
export function linkTargets(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  context: PublishContext,
  versionsOf?: (collection: CollectionName) => string[],
): Map<string, LinkTarget> {
  const targets = new Map<string, LinkTarget>();
  const sectionsOf = (source: EntryFile, extra?: (data: never) => string[]) =>
    source.data === undefined
      ? undefined
      : lazy(() => {
          const ids = source.kind === 'markdown' ? (source.markdown?.ids ?? []) : [];
          return new Set([...ids, ...(extra ? extra(source.data as never) : [])]);
        });
  for (const [name, sources] of byCollection) {
    const definition = registry[name];
    if (definition.kind === 'single') {
      const [source] = sources;
      if (definition.page && definition.page.path !== '*') {
        targets.set(definition.page.path, {
          anchors: source ? sectionsOf(source, definition.anchors) : undefined,
        });
      }
      for (const file of definition.files ?? []) targets.set(file.path, { anchors: none });
      if (definition.publishedKey) targets.set(definition.publishedKey.path, { anchors: none });
      if (definition.versions) {
        const { history, feed } = definition.versions;
        targets.set(history.path, { anchors: none });
        targets.set(feed.path, { anchors: none });
        for (const version of versionsOf?.(name) ?? [])
          targets.set(`${history.path}/${version}`, { anchors: none });
      }
      continue;
    }
    const published: EntryFile[] = [];
    for (const source of sources) {
      const url = entryPath(definition, source.id ?? '');
      const reason = source.data === undefined ? undefined : unpublishedReason(name, source.data, context);
      if (reason) targets.set(url, { unavailable: `${url} ${reason}` });
      else targets.set(url, { anchors: definition.entry ? sectionsOf(source) : none });
      if (source.data !== undefined && !reason) published.push(source);
    }
    if (definition.signingKey) targets.set(definition.signingKey.path, { anchors: none });
    if (definition.list) {
      const { pageSize } = definition.list;
      const size = (pageSize && Number(fieldOf(byCollection, pageSize))) || published.length || 1;
      const pages = pageCount(published.length, size);
      for (let page = 1; page <= pages; page += 1)
        targets.set(pagedPath(definition.list.path, page), { anchors: none });
    }
    for (const [param, group] of Object.entries(definition.groups ?? {})) {
      const key = /:(\w+)/.exec(group.path)?.[1] ?? param;
      const values = new Set(published.flatMap((source) => group.values(source.data as never)));
      for (const value of values) targets.set(fillPath(group.path, { [key]: value }), { anchors: none });
    }
    if (definition.feeds) {
      targets.set(definition.feeds.rss, { anchors: none });
      targets.set(definition.feeds.atom, { anchors: none });
    }
  }
  return targets;
}

/** The pages of the site as the message for a link that leads nowhere lists them. */
const PAGE_LIST = (() => {
  const definitions = Object.values(registry);
  const pages = definitions.flatMap((definition) =>
    definition.kind === 'single' && definition.page && definition.page.path !== '*'
      ? [definition.page.path]
      : [],
  );
  const lists = definitions.flatMap((definition) =>
    definition.kind === 'folder' && definition.list ? [definition.list.path] : [],
  );
  const entries = definitions.flatMap((definition) =>
    definition.kind === 'folder' && definition.entry
      ? [
          `${fillPath(definition.entry.path, { id: '' })} followed by the name of a file in content/${definition.folder}/ without ${entryExtension(definition.format)}`,
        ]
      : [],
  );
  const ordered = [
    ...pages.filter((page) => page === '/'),
    ...pages.filter((page) => page !== '/'),
    ...lists,
    ...entries,
  ];
  return `${ordered.slice(0, -1).join(', ')}, and ${ordered.at(-1)}`;
})();

/**
 * Why a link inside the site leads nowhere, or could lead to another site (`//host`, `/\\host`); a
 * bare `#section` leads to `ownPage`, where it is written.
 */
export function brokenLinkMessage(
  link: string,
  targets: Map<string, LinkTarget>,
  ownPage = '/',
): string | undefined {
  const host = hostInLinkMessage(link);
  if (host) return `${link} ${host}`;
  if (!link.startsWith('/') && !link.startsWith('#')) return undefined;
  const hash = link.indexOf('#');
  const pagePath = hash < 0 ? link : link.slice(0, hash);
  const next = hash < 0 ? -1 : link.indexOf('#', hash + 1);
  const anchor = hash < 0 ? undefined : link.slice(hash + 1, next < 0 ? undefined : next);
  const page =
    pagePath === ''
      ? ownPage
      : pagePath.length > 1 && pagePath.endsWith('/')
        ? pagePath.slice(0, -1)
        : pagePath;
  const target = targets.get(page);
  if (!target) {
    const pages = [...targets.keys()];
    const suggestion = closest(page, pages);
    if (suggestion) return `${link} is not a page of this site; did you mean ${suggestion}?`;
    return `${link} is not a page of this site; the pages are ${PAGE_LIST}`;
  }
  if (target.unavailable) return `${target.unavailable}; link to it once it is published`;
  const anchors = anchor === undefined ? undefined : target.anchors?.();
  if (anchor !== undefined && anchors && !anchors.has(anchor)) {
    const known = [...anchors];
    const suggestion = closest(anchor, known);
    const advice = suggestion
      ? `did you mean #${suggestion}?`
      : known.length > 0
        ? `its sections are ${known.map((a) => `#${a}`).join(', ')}`
        : 'it has no sections';
    return `#${anchor} is not a section of ${page}; ${advice}`;
  }
  return undefined;
}

/** Every text under a key named `to` or `href` in a file's data, with its path. */
export function* linksIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* linksIn(item, [...path, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'to' || key === 'href') && typeof item === 'string') yield [[...path, key], item];
      else yield* linksIn(item, [...path, key]);
    }
  }
}

/** The page a file's markdown body is shown on, where a bare `#section` in it leads. */
export function ownPageOf(source: EntryFile): string | undefined {
  const definition = registry[source.collection];
  if (definition.kind === 'folder') return entryPath(definition, source.id ?? '');
  return definition.page?.path;
}

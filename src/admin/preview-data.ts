import { registry, type CollectionName } from '../../schemas/collections';
import type { Site } from '../../schemas/site';
import { fillPlaceholdersIn, globalPlaceholderValues } from '../../schemas/placeholders';
import { entryKey, singleKey } from '../../shared/content-keys';
import { parseMarkdown, shownBody } from '../../shared/markdown';
import { entryPath, groupLinks } from '../../shared/paths';
import { isListSchema } from '../../schemas/zod-def';

/**
 * What the editor's preview shows: an entry as it is being edited, turned into the content the
 * site's page reads, and the address of that page. The content is made as the build makes it
 * (pipeline/content/content-by-key.ts): placeholders filled from the site's settings, the markdown body
 * rendered by the same pipeline, and, for an entry of a folder, its group links; whatever the
 * edit cannot change, such as a legal text's history, is kept from what the site already publishes.
 */

/** The entry the editor sends to the preview. */
export interface PreviewEntry {
  collection: string;
  /** The entry's id in a folder: its file name without the extension. */
  id?: string;
  /** The entry's data as the editor holds it, the markdown body under `body`. */
  data: Record<string, unknown>;
}

/** Where the preview draws an entry, and the content key the page reads it at. */
export interface PreviewTarget {
  /** The page's address, such as /blog/hello. */
  path: string;
  /** The key of the content that holds the entry, such as posts/hello. */
  key: string;
}

/** An id for an entry that has none yet, as a new post before its first save. */
export const NEW_ENTRY_ID = 'new-entry';

const isName = (name: string): name is CollectionName => Object.hasOwn(registry, name);

/** Where a collection's entry is drawn, or undefined for content no page shows. */
export function previewTarget(collection: string, id = NEW_ENTRY_ID): PreviewTarget | undefined {
  if (!isName(collection)) return undefined;
  const definition = registry[collection];
  if (definition.kind === 'folder') {
    if (!definition.entry) return undefined;
    return { path: entryPath(definition, id), key: entryKey(collection, id) };
  }
  const path = definition.page?.path ?? definition.shownOn;
  return path && path !== '*' ? { path, key: singleKey(collection) } : undefined;
}

/** The data as the build publishes it: placeholders filled, the body rendered, the text it was read from left out. */
function published(data: Record<string, unknown>, site: Site, today: string): Record<string, unknown> {
  const { body, __source: _source, ...fields } = data;
  const values = globalPlaceholderValues(site, today);
  const filled = fillPlaceholdersIn(fields, values);
  if (typeof body !== 'string') return filled;
  // As the build fills a body (pipeline/content/assemble.ts), from its one parse: a right-to-left
  // text's values isolated, its links and code left as typed.
  return { ...filled, ...shownBody(parseMarkdown(fillPlaceholdersIn(body, values, { markdown: true }))) };
}

/** A list kept at the top of a file, which the editor holds under `items`. */
const isListFile = (collection: CollectionName) => isListSchema(registry[collection].schema);

/**
 * The content the page reads, with the entry as edited. `current` is what the site publishes at
 * the same key now, when it has anything there; `site` the site's settings, which fill the
 * placeholders.
 */
export function previewModule(entry: PreviewEntry, current: unknown, site: Site, today: string): unknown {
  if (!isName(entry.collection)) return current;
  const definition = registry[entry.collection];
  if (isListFile(entry.collection)) {
    const items = entry.data.items;
    return fillPlaceholdersIn(Array.isArray(items) ? items : [], globalPlaceholderValues(site, today));
  }
  const data = published(entry.data, site, today);
  if (definition.kind === 'single') {
    // A guarded text's content also says where its history is; the edit leaves that as it was.
    return { ...(current as object | undefined), ...data };
  }
  const id = entry.id ?? NEW_ENTRY_ID;
  const before = (current as { entry?: object } | undefined) ?? {};
  const edited = { ...before.entry, ...data, id, url: entryPath(definition, id) };
  return {
    ...before,
    entry: edited,
    groups: groupLinks(definition.groups as Parameters<typeof groupLinks>[0], edited),
  };
}

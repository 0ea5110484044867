import { registry, type CollectionName } from '../../schemas/collections';
import type { Site } from '../../schemas/site';
import {
  fillPlaceholdersIn,
  PLACEHOLDER_SOURCES,
  placeholderValues,
  type PlaceholderData,
} from '../../schemas/placeholders';
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
function published(data: Record<string, unknown>, values: Readonly<Record<string, string>>) {
  const { body, __source: _source, ...fields } = data;
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
export function previewModule(
  entry: PreviewEntry,
  current: unknown,
  site: Site,
  today: string,
  /** The plans and the platforms the data placeholders take their values from, such as {devices}. */
  data: PlaceholderData = {},
): unknown {
  if (!isName(entry.collection)) return current;
  const definition = registry[entry.collection];
  // The entry being edited gives its own values while it is one of the files they come from.
  const items = Array.isArray(entry.data.items) ? (entry.data.items as unknown[]) : [];
  const source = (PLACEHOLDER_SOURCES as readonly string[]).includes(entry.collection);
  const values = placeholderValues(
    site,
    source ? { ...data, [entry.collection]: items } : data,
    today,
    site.locale,
  );
  if (isListFile(entry.collection)) return fillPlaceholdersIn(items, values);
  const shown = published(entry.data, values);
  if (definition.kind === 'single') {
    // A guarded text's content also says where its history is; the edit leaves that as it was.
    return { ...(current as object | undefined), ...shown };
  }
  const id = entry.id ?? NEW_ENTRY_ID;
  const before = (current as { entry?: object } | undefined) ?? {};
  const edited = { ...before.entry, ...shown, id, url: entryPath(definition, id) };
  return {
    ...before,
    entry: edited,
    groups: groupLinks(definition.groups as Parameters<typeof groupLinks>[0], edited),
  };
}

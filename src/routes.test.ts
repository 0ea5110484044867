import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentByKey, type SiteAddress } from '../pipeline/content/content-by-key';
import { loadContent } from '../pipeline/content/store';
import { registry, type CollectionName } from '../schemas';
import { pageTranslationKey } from '../shared/content-keys';
import { routePage } from './render-page';

let pages: ContentByKey;
beforeAll(async () => {
  const { content, versions, languages } = await loadContent({
    root: path.resolve(import.meta.dirname, '..'),
  });
  pages = new ContentByKey(content!, versions, languages);
  // Reading the whole site's content takes seconds on a busy machine.
}, 60_000);

/** What the layout's loader reads on every page, which no page's registry entry names. */
const LAYOUT_READS = new Set(['site', 'notFoundPage', 'languages']);

const isName = (name: string): name is CollectionName => Object.hasOwn(registry, name);

/**
 * What a page's loaders read in its language, as the translation state counts it: the files kept
 * in one file and the translated entries, by their keys in a language's status, and whether it read
 * content never translated (an untranslated folder's entry, a legal text's history or a version).
 */
async function readsAt(url: string, tag: string): Promise<{ keys: string[]; untranslated: boolean }> {
  const read: string[] = [];
  await routePage(url, (key) => {
    const found = pages.get(key);
    if (found !== undefined) read.push(key);
    return found;
  });
  const keys = new Set<string>();
  let untranslated = false;
  for (const key of read) {
    const own = key.startsWith(`${tag}/`);
    const [name, ...rest] = (own ? key.slice(tag.length + 1) : key).split('/');
    if (!isName(name) || LAYOUT_READS.has(name)) continue;
    const definition = registry[name];
    if (definition.kind === 'single' && rest.length === 0) keys.add(name);
    else if (definition.kind === 'single') untranslated = true;
    // An entry's key is its collection and its id; a list's pages have longer keys.
    else if (rest.length === 1) {
      if (own) keys.add(`${name}/${rest[0]}`);
      else untranslated = true;
    }
  }
  return { keys: [...keys].sort(), untranslated };
}

describe('the routes', () => {
  it('read the translation state the keyed content keeps for the address, and nothing in the site’s own language', async () => {
    const address = pages.addresses.find((each) => each.language)!;
    const key = pageTranslationKey(address.url);
    const routed = await routePage(address.url, (each) =>
      each === key ? { state: 'outdated', changed: '2030-01-02' } : pages.get(each),
    );
    expect(routed.translation).toEqual({ state: 'outdated', changed: '2030-01-02' });
    expect((await routePage(`${address.url}/`, (each) => pages.get(each))).translation).toEqual(
      pages.get(key),
    );
    expect((await routePage(address.source!, (each) => pages.get(each))).translation).toBeUndefined();
  });

  it('show what each page’s registry entry says it shows, so its translation state counts all of it', async () => {
    // One page of each kind: the same collection showing the same things is drawn by the same page.
    const kinds = new Map<string, SiteAddress>();
    for (const address of pages.addresses.filter((each) => each.language)) {
      const kind = `${address.collection} ${address.shows.untranslated} ${address.shows.keys.length}`;
      if (!kinds.has(kind)) kinds.set(kind, address);
    }
    expect(kinds.size).toBeGreaterThan(20);
    for (const address of kinds.values()) {
      const reads = await readsAt(address.url, address.language!);
      expect(reads, address.url).toEqual({
        keys: [...address.shows.keys].sort(),
        untranslated: address.shows.untranslated,
      });
    }
  });
});

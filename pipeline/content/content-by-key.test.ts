import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, registry, type TranslationStatus } from '../../schemas';
import { entryKey, pageTranslationKey } from '../../shared/content-keys';
import { ContentByKey } from './content-by-key';
import { loadContent, type LoadResult } from './store';

/**
 * The content by key of the project's own content, in the site's own language and one other, whose
 * status the test writes itself: every file and entry translated, but for what a test says, so that
 * no translator's work changes what these tests see.
 */
let loaded: LoadResult;
beforeAll(async () => {
  loaded = await loadContent({ root: path.resolve(import.meta.dirname, '../..') });
  expect(loaded.problems).toEqual([]);
  // Reading the whole site's content takes seconds on a busy machine.
}, 60_000);

const TRANSLATED: TranslationStatus = { state: 'translated', reviewed: true };

function pagesWith(changes: Record<string, TranslationStatus> = {}) {
  const [source, other] = loaded.languages!;
  const status = new Map([...other.status.keys()].map((key) => [key, TRANSLATED]));
  for (const [key, state] of Object.entries(changes)) status.set(key, state);
  const pages = new ContentByKey(loaded.content!, loaded.versions, [source, { ...other, status }]);
  const { tag } = other.language;
  /** How the page of the site's own at `url` keeps up in the other language. */
  const translation = (url: string) =>
    pages.get(pageTranslationKey(pages.addresses.find((each) => each.source === url)!.url));
  return { pages, tag, translation };
}

const outdated = (changed: string, legal = false): TranslationStatus => ({
  state: 'outdated',
  reviewed: true,
  sections: ['body'],
  changed,
  ...(legal && { legal }),
});

describe('the translation state of each page, decided as the pages are listed', () => {
  it('is kept for every page in another language, and for none in the site’s own', () => {
    const { pages } = pagesWith();
    for (const address of pages.addresses) {
      const state = pages.get(pageTranslationKey(address.url));
      if (address.language) expect(state, address.url).toMatchObject({ state: expect.any(String) });
      else expect(state, address.url).toBeUndefined();
    }
  });

  it('is translated where every file a page shows is, and missing only its entries where it shows one never translated', () => {
    const { pages, translation } = pagesWith();
    const post = loaded.content!.posts[0];
    const audit = loaded.content!.audits[0];
    expect(translation(post.url)).toEqual({ state: 'missing', entries: true });
    expect(translation(audit.url)).toEqual({ state: 'missing', entries: true });
    expect(translation(collections.privacyPolicy.versions.history.path)).toEqual({
      state: 'missing',
      entries: true,
    });
    for (const address of pages.addresses.filter((each) => each.language && !each.shows.untranslated))
      expect(pages.get(pageTranslationKey(address.url)), address.url).toEqual({
        state: 'translated',
        reviewed: true,
      });
  });

  it('is as far behind as the least translated of the files a page shows, with the latest change', () => {
    const home = collections.homePage.page!;
    const [shown] = home.shows!;
    const { translation } = pagesWith({ homePage: outdated('2030-01-02'), [shown]: outdated('2030-03-04') });
    expect(translation(home.path)).toEqual({ state: 'outdated', changed: '2030-03-04' });
    expect(pagesWith({ [shown]: { state: 'missing' } }).translation(home.path)).toEqual({ state: 'missing' });
  });

  it('counts the copy around an entry never translated: missing copy is missing words, not only entries', () => {
    const post = loaded.content!.posts[0];
    const [copy] = collections.posts.entry.shows;
    const { translation } = pagesWith({ [copy]: { state: 'missing' } });
    expect(translation(post.url)).toEqual({ state: 'missing' });
    expect(translation(collections.posts.list.path)).toEqual({ state: 'missing' });
    expect(pagesWith({ [copy]: outdated('2030-01-02') }).translation(collections.posts.list.path)).toEqual({
      state: 'outdated',
      changed: '2030-01-02',
    });
  });

  it('follows a translated entry’s own state on its page', () => {
    const article = loaded.content!.help[0];
    const { translation } = pagesWith({ [entryKey('help', article.id)]: outdated('2030-05-06') });
    expect(translation(article.url)).toEqual({ state: 'outdated', changed: '2030-05-06' });
    expect(translation(loaded.content!.help[1].url)).toEqual({ state: 'translated', reviewed: true });
    // A page is reviewed only while every file it shows is.
    const unreviewed = pagesWith({
      [entryKey('help', article.id)]: { state: 'translated', reviewed: false },
    });
    expect(unreviewed.translation(article.url)).toEqual({ state: 'translated' });
  });

  it('says a legal text lags where its translation does, and not on its history', () => {
    const policy = collections.privacyPolicy;
    const { translation } = pagesWith({ privacyPolicy: outdated('2030-01-02', true) });
    expect(translation(policy.page!.path)).toEqual({ state: 'outdated', changed: '2030-01-02', legal: true });
    expect(translation(policy.versions.history.path)).toEqual({ state: 'missing', entries: true });
  });

  it('names in each page’s registry entry only collections kept in one file', () => {
    const { pages } = pagesWith();
    const singles = new Set(
      Object.keys(registry).filter((name) => registry[name as keyof typeof registry].kind === 'single'),
    );
    for (const address of pages.addresses.filter((each) => !each.language))
      for (const key of address.shows.keys)
        expect(singles.has(key) || key.startsWith(`${address.collection}/`), `${address.url}: ${key}`).toBe(
          true,
        );
  });
});

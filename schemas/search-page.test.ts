import { describe, expect, it } from 'vitest';
import { onePageOf } from './collection';
import { registry } from './collections';
import { searchPageChecks, type SearchPage } from './search-page';

/** The one page each kind of the test names: two kinds of one page each, and a kind of many. */
const PAGES: Record<string, string | undefined> = { reportPage: '/report', statusPage: '/state' };
const pageOf = (kind: string) => PAGES[kind];

/** The footer's links, in the test's own words. */
const footer = (links: { label: string; to: string }[]) => ({ site: { footer: { links } } });

function issues(kinds: Record<string, string>, links: { label: string; to: string }[]) {
  const search = { kinds } as unknown as SearchPage;
  return searchPageChecks(pageOf).flatMap((check) =>
    check.run(search, { today: '2030-01-01', content: footer(links) }),
  );
}

describe('the search and the footer name a page alike', () => {
  it('accepts one name in both, whatever its letter case and spacing', () => {
    expect(
      issues({ reportPage: 'Test  report', posts: 'Test post' }, [
        { label: 'Test Report', to: '/report' },
        { label: 'Test Posts', to: '/posts' },
      ]),
    ).toEqual([]);
  });

  it('refuses another name for the same page, naming the footer’s link as the other place', () => {
    expect(
      issues({ reportPage: 'Test record', statusPage: 'Test state' }, [
        { label: 'Test State', to: '/state' },
        { label: 'Test Report', to: '/report' },
      ]),
    ).toEqual([
      {
        path: ['kinds', 'reportPage'],
        message:
          'the search calls the page /report "Test record", but the footer\'s link to it says "Test Report"; a reader who meets two names for one page wonders whether they are two pages: write the same name in both places (their letter case may differ)',
        also: { collection: 'site', path: ['footer', 'links', 1, 'label'] },
      },
    ]);
  });

  it('leaves a kind of many pages, and a page the footer does not link, to their own words', () => {
    expect(
      issues({ posts: 'Test post', statusPage: 'Test state' }, [{ label: 'Test Posts', to: '/posts' }]),
    ).toEqual([]);
  });

  it('runs in each language, and reads the one page of a kind from the registry', () => {
    const [check] = registry.searchPage.checks ?? [];
    expect(check.inEachLanguage).toBe(true);
    expect(check.needs).toEqual(['site']);
    // A page of its own, the page its words are shown on, a folder's only page; none for a folder of pages.
    expect(onePageOf(registry.transparency)).toBe('/transparency');
    expect(onePageOf(registry.helpPage)).toBe('/help');
    expect(onePageOf(registry.canary)).toBe('/canary');
    expect(onePageOf(registry.help)).toBeUndefined();
    expect(onePageOf(registry.posts)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { pageTranslationKey, singleKey, type ContentLookup } from '../../shared/content-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Content, Site, TextHistory } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { ContentReader } from '../content/reader';
import { formatDate } from '../lib/format';
import { projectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

/**
 * The one page that draws the history and the versions of both legal texts, with the real routes
 * and content: it finds which text it shows from the route it was reached by.
 */

let content: Content;
let lookup: ContentLookup;
let histories: { privacyPolicy: TextHistory; terms: TextHistory };
/** The address of each text's history, as the text's own page links to it. */
let historyPaths: { privacyPolicy: string; terms: string };

beforeAll(async () => {
  ({ content, lookup } = await projectContent());
  const reader = new ContentReader(lookup);
  histories = { privacyPolicy: reader.history('privacyPolicy'), terms: reader.history('terms') };
  historyPaths = {
    privacyPolicy: reader.single('privacyPolicy').history.url,
    terms: reader.single('terms').history.url,
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

const locale = () => content.site.locale;

describe('the legal texts’ history page', () => {
  it.each(['privacyPolicy', 'terms'] as const)('lists every version of %s, newest first', async (name) => {
    const text = content[name];
    await renderPageAt(historyPaths[name], lookup);
    const copy = content.legalPage.history;
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: fillPlaceholders(copy.heading, { document: text.title }),
      }),
    ).toBeInTheDocument();
    const versions = screen.getAllByRole('article');
    expect(versions.map((version) => within(version).getByRole('heading', { level: 2 }).textContent)).toEqual(
      text.changes!.map((change) => formatDate(change.date, locale())),
    );
    text.changes!.forEach((change, index) => expect(versions[index]).toHaveTextContent(change.text));
    expect(document.title).toBe(fillPlaceholders(copy.meta.title, { document: text.title }));
  });
});

describe('a version’s page', () => {
  it('shows an earlier version whole, and the day of the one in force', async () => {
    const { versions } = histories.privacyPolicy;
    const earliest = versions.at(-1)!;
    expect(versions.length).toBeGreaterThan(1);
    await renderPageAt(earliest.url, lookup);
    const copy = content.legalPage.versionPage;
    const date = formatDate(earliest.date, locale());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: fillPlaceholders(copy.heading, { document: content.privacyPolicy.title, date }),
      }),
    ).toBeInTheDocument();
    const inForce = fillPlaceholders(copy.earlier, { date: formatDate(versions[0].date, locale()) });
    expect(screen.getByRole('main')).toHaveTextContent(inForce);
    expect(screen.getByRole('link', { name: content.legalPage.history.backLink })).toHaveAttribute(
      'href',
      histories.privacyPolicy.url,
    );
  });

  it('shows the not-found page for a version that was never recorded, or a name that is no file’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const name of ['1999-01-01', '..%2F..%2Fsite']) {
      await renderPageAt(`${historyPaths.terms}/${name}`, lookup);
      expect(
        await screen.findByRole('heading', { name: content.notFoundPage.heading }),
        name,
      ).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('says on a legal text translated in full that its English version applies, in the language of the page', async () => {
    const path = `/ru${historyPaths.privacyPolicy.replace(/\/history$/, '')}`;
    const key = pageTranslationKey(path);
    const translated: ContentLookup = (each) =>
      each === key ? { state: 'translated', legal: true } : lookup(each);
    await renderPageAt(path, translated);
    const words = (lookup(singleKey('site', 'ru')) as Site).languages;
    const note = document.querySelector('[data-translation-notice="translated"]');
    expect(note).toHaveTextContent(words.legalPrevails);
    expect(within(note as HTMLElement).getByRole('link', { name: words.sourceLink })).toHaveAttribute(
      'hreflang',
      'en',
    );
  });
});

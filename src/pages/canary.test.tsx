// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ContentLookup } from '../../shared/content-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canaryExpiry, collections, type Content, type ListPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { ContentReader } from '../content/reader';
import { formatDate } from '../lib/format';
import { projectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

/** The canary page with the real routes and content, read by the visitor's clock. */

let content: Content;
let lookup: ContentLookup;
let list: ListPage<'canary'>;
const path = collections.canary.list.path;

beforeAll(async () => {
  ({ content, lookup } = await projectContent());
  list = new ContentReader(lookup).listPage('canary', 1);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the page at a moment of the visitor's clock. */
async function renderAt(now: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  await renderPageAt(path, lookup);
  return document.querySelector('[data-canary-state]')!;
}

describe('the canary page', () => {
  it('shows the newest statement in force until its due day ends', async () => {
    const [newest, ...earlier] = content.canary;
    expect(list.items.map((item) => item.id)).toEqual(content.canary.map((statement) => statement.id));
    const state = await renderAt(canaryExpiry(newest.nextDue) - 1);
    const copy = content.canaryPage;
    expect(state).toHaveAttribute('data-canary-state', 'current');
    const due = formatDate(newest.nextDue, content.site.locale);
    expect(state).toHaveTextContent(fillPlaceholders(copy.current.text, { due }));
    const date = formatDate(newest.date, content.site.locale);
    const article = screen.getByRole('article', { name: fillPlaceholders(copy.statementHeading, { date }) });
    for (const declaration of newest.declarations) expect(article).toHaveTextContent(declaration);
    expect(document.title).toBe(copy.meta.title);
    // Each earlier statement is listed by its date and links to its signed text.
    const earlierList = screen.getByRole('region', { name: copy.earlier.heading });
    expect(
      within(earlierList)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(earlier.map((statement) => statement.url));
  });

  it('says the statement has expired once its due day has ended, by the visitor’s clock', async () => {
    const [newest] = content.canary;
    const state = await renderAt(canaryExpiry(newest.nextDue));
    const copy = content.canaryPage;
    expect(state).toHaveAttribute('data-canary-state', 'expired');
    const due = formatDate(newest.nextDue, content.site.locale);
    expect(state).toHaveTextContent(fillPlaceholders(copy.expired.text, { due }));
  });

  it('shows the fingerprint of the key the build checked each signature against, and links the files', async () => {
    await renderAt(Date.now());
    const [newest] = list.items;
    const { signingKey } = collections.canary;
    expect(newest.signature.key).toBe(signingKey.path);
    expect(newest.signature.fingerprint).toMatch(/^[0-9A-F]{40}$/);
    const signed = screen.getByRole('region', { name: content.canaryPage.signature.heading });
    expect(signed).toHaveTextContent(newest.signature.fingerprint.match(/.{4}/g)!.join(' '));
    expect(within(signed).getByRole('link', { name: content.canaryPage.signature.keyLink })).toHaveAttribute(
      'href',
      signingKey.path,
    );
    expect(
      within(signed).getByRole('link', { name: content.canaryPage.signature.statementLink }),
    ).toHaveAttribute('href', newest.url);
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DiffPart, TextHistory } from '../../schemas';
import { testLegalCopy } from '../test/legal';
import { renderWithRouter } from '../test/render';
import { diffExcerpt, historyMeta, LegalHistory } from './LegalHistory';

const copy = testLegalCopy.history;

/** A difference of the test's own: sentences kept, one reworded, in two paragraphs and a heading. */
const changes: DiffPart[] = [
  { text: 'The test opens. ' },
  { text: 'It has a second sentence. ' },
  { text: 'It has a third.\n' },
  { text: '1. A test heading\n' },
  { text: 'The test kept this. ' },
  { text: 'The test said this.\n', removed: true },
  { text: 'The test says this now.\n', added: true },
  { text: '2. Another test heading\n' },
  { text: 'The test ends here.\n' },
];

const history: TextHistory = {
  title: 'Test Terms',
  url: '/test-terms',
  versions: [
    {
      name: '2025-07-24',
      date: '2025-07-24',
      note: 'The test reworded a sentence.',
      url: '/test-terms/history/2025-07-24',
      changes,
    },
    {
      name: '2025-03-01',
      date: '2025-03-01',
      note: 'The test began.',
      url: '/test-terms/history/2025-03-01',
    },
  ],
};

describe('diffExcerpt', () => {
  it('keeps each change with one unchanged sentence either side, and a gap for the text left out', () => {
    expect(diffExcerpt(changes)).toEqual([
      { gap: true },
      {
        runs: [
          { kind: 'kept', text: 'The test kept this. ' },
          { kind: 'removed', text: 'The test said this.\n' },
        ],
      },
      { runs: [{ kind: 'added', text: 'The test says this now.\n' }] },
      { runs: [{ kind: 'kept', text: '2. Another test heading\n' }] },
      { gap: true },
    ]);
  });

  it('joins sentences of one kind on a line, and needs no gap where nothing is left out', () => {
    expect(
      diffExcerpt([
        { text: 'Kept. ' },
        { text: 'Gone one. ', removed: true },
        { text: 'Gone two. ', removed: true },
        { text: 'New one.\n', added: true },
      ]),
    ).toEqual([
      {
        runs: [
          { kind: 'kept', text: 'Kept. ' },
          { kind: 'removed', text: 'Gone one. Gone two. ' },
          { kind: 'added', text: 'New one.\n' },
        ],
      },
    ]);
  });

  it('shows as much context as it is asked for', () => {
    const excerpt = diffExcerpt(changes, 2);
    expect(excerpt[0]).toEqual({ gap: true });
    expect(excerpt[1]).toEqual({ runs: [{ kind: 'kept', text: '1. A test heading\n' }] });
    expect(excerpt.at(-1)).toEqual({ runs: [{ kind: 'kept', text: 'The test ends here.\n' }] });
  });
});

describe('LegalHistory', () => {
  it('lists every version newest first, with its day, its note and a link to read it whole', () => {
    renderWithRouter(<LegalHistory history={history} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wordings of the Test Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.backLink })).toHaveAttribute('href', '/test-terms');
    const versions = screen.getAllByRole('article');
    expect(versions.map((version) => within(version).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['July 24, 2025', 'March 1, 2025'],
    );
    expect(versions[0]).toHaveTextContent('The test reworded a sentence.');
    expect(within(versions[0]).getByText(copy.inForce)).toBeInTheDocument();
    expect(within(versions[1]).queryByText(copy.inForce)).not.toBeInTheDocument();
    expect(
      within(versions[1]).getByRole('link', { name: `${copy.readVersion} (March 1, 2025)` }),
    ).toHaveAttribute('href', '/test-terms/history/2025-03-01');
  });

  it('shows what changed as marked sentences, named aloud, and says the first version is the first', () => {
    renderWithRouter(<LegalHistory history={history} copy={copy} locale="en-US" />);
    const [newest, first] = screen.getAllByRole('article');
    expect(within(newest).getByRole('heading', { level: 3 })).toHaveTextContent(copy.changesLabel);
    const removed = newest.querySelector('del')!;
    const added = newest.querySelector('ins')!;
    expect(removed).toHaveTextContent(`${copy.removed} The test said this.`);
    expect(added).toHaveTextContent(`${copy.added} The test says this now.`);
    expect(within(removed).getByText(copy.removed)).toHaveClass('visually-hidden');
    expect(within(added).getByText(copy.added)).toHaveClass('visually-hidden');
    // The text far from the change is left out, and screen readers hear that it is.
    expect(newest).not.toHaveTextContent('The test opens.');
    expect(within(newest).getAllByText(copy.unchanged)).toHaveLength(2);
    expect(first).toHaveTextContent(copy.firstVersion);
    expect(first.querySelector('ins, del')).toBeNull();
  });
});

describe('historyMeta', () => {
  it('names the text in the title and description, dated by its newest version', () => {
    expect(historyMeta(history, copy)).toEqual({
      title: 'Wordings of the Test Terms',
      description: 'Each wording the Test Terms has had.',
      modified: '2025-07-24',
    });
  });
});

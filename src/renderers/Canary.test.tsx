// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CanaryPage, ListItem } from '../../schemas';
import { declarationText } from '../../schemas/canary-state';
import { Canary, canaryMeta, groupedFingerprint } from './Canary';

/** The canary page's words in the test's own wording, so no change of the real copy touches this test. */
const copy: CanaryPage = {
  meta: { title: 'Test canary', description: 'The canary of the test.' },
  heading: 'The test canary',
  intro: 'The test signs a statement now and then.',
  statementHeading: 'Test statement of {date}',
  dateLabel: 'Test signed on',
  nextDueLabel: 'Test due again on',
  current: { badge: 'Test in force', text: 'The test statement holds until {due}.' },
  expired: { badge: 'Test lapsed', text: 'The test statement lapsed after {due}.' },
  declarationsHeading: 'The test declares',
  freshnessHeading: 'Test headlines',
  freshnessIntro: 'The test read these on the day.',
  signature: {
    heading: 'Test signature',
    verified: 'The test build checked the signature.',
    fingerprintLabel: 'Test fingerprint',
    statementLink: 'Test statement file',
    keyLink: 'Test key file',
  },
  verify: {
    heading: 'Test it yourself',
    intro: 'Two test commands.',
    importKey: 'Import the test key:',
    importCommand: 'test-gpg --import {key}',
    verifyStatement: 'Check the test statement:',
    verifyCommand: 'test-gpg --verify {file}',
    result: 'The test tool says it is good.',
  },
  earlier: {
    heading: 'Earlier test statements',
    link: 'Test signed text',
    none: 'The test has no earlier statement.',
  },
  empty: 'The test has no statement yet.',
};

const signature = {
  fingerprint: '0123456789ABCDEF0123456789ABCDEF01234567',
  key: '/test-canary/test-key.asc',
};

const newest: ListItem<'canary'> = {
  id: '2030-02-01',
  url: '/test-canary/2030-02-01.txt',
  date: '2030-02-01',
  nextDue: '2030-03-01',
  declarations: [
    { text: 'The test declares one thing.', denies: ['gagOrders'] },
    { text: 'The test declares another thing.', denies: ['nationalSecurityLetters'] },
  ],
  freshness: [{ source: 'The Test Gazette', headline: 'Test headline of the day' }],
  groups: {},
  signature,
};

const earlier: ListItem<'canary'> = {
  id: '2030-01-01',
  url: '/test-canary/2030-01-01.txt',
  date: '2030-01-01',
  nextDue: '2030-02-01',
  declarations: [{ text: 'The test declared this earlier.', denies: ['gagOrders'] }],
  groups: {},
  signature,
};

describe('Canary', () => {
  it('shows the newest statement, its dates, declarations and headlines, in force', () => {
    render(<Canary statements={[newest, earlier]} state="current" copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    const statement = screen.getByRole('article', { name: 'Test statement of February 1, 2030' });
    const state = statement.querySelector('[data-canary-state]')!;
    expect(state).toHaveAttribute('data-canary-state', 'current');
    const current = state.querySelector('[data-canary-part="current"]');
    expect(current).toBeVisible();
    expect(current).toHaveTextContent('Test in force');
    expect(current).toHaveTextContent('The test statement holds until March 1, 2030.');
    expect(state.querySelector('[data-canary-part="expired"]')).not.toBeVisible();
    expect(state.querySelector('time')).toHaveAttribute('datetime', '2030-03-01');
    expect(within(statement).getByText('February 1, 2030', { selector: 'dd time' })).toHaveAttribute(
      'datetime',
      '2030-02-01',
    );
    const declarations = within(statement).getByRole('region', { name: copy.declarationsHeading });
    expect(
      within(declarations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(newest.declarations.map(declarationText));
    const freshness = within(statement).getByRole('region', { name: copy.freshnessHeading });
    expect(freshness).toHaveTextContent('Test headline of the day');
    expect(freshness).toHaveTextContent('The Test Gazette');
    // The earlier statement's declarations belong to its signed file, not to this page.
    expect(screen.queryByText('The test declared this earlier.')).not.toBeInTheDocument();
  });

  it('says the statement has lapsed when it has expired', () => {
    render(<Canary statements={[newest, earlier]} state="expired" copy={copy} locale="en-US" />);
    const state = document.querySelector('[data-canary-state]')!;
    expect(state).toHaveAttribute('data-canary-state', 'expired');
    const expired = state.querySelector('[data-canary-part="expired"]');
    expect(expired).toBeVisible();
    expect(expired).toHaveTextContent('Test lapsed');
    expect(expired).toHaveTextContent('The test statement lapsed after March 1, 2030.');
    // The other state's words stay in the page, hidden, for the visitor's clock to show if it disagrees.
    expect(screen.getByText('Test in force')).not.toBeVisible();
  });

  it('shows the fingerprint the build checked, links both files, and fills the commands with their names', () => {
    render(<Canary statements={[newest]} state="current" copy={copy} locale="en-US" />);
    const signed = screen.getByRole('region', { name: copy.signature.heading });
    expect(within(signed).getByText('0123 4567 89AB CDEF 0123 4567 89AB CDEF 0123 4567')).toBeInTheDocument();
    expect(within(signed).getByRole('link', { name: copy.signature.statementLink })).toHaveAttribute(
      'href',
      newest.url,
    );
    expect(within(signed).getByRole('link', { name: copy.signature.keyLink })).toHaveAttribute(
      'href',
      signature.key,
    );
    const verify = screen.getByRole('region', { name: copy.verify.heading });
    expect(within(verify).getByText('test-gpg --import test-key.asc')).toBeInTheDocument();
    expect(within(verify).getByText('test-gpg --verify 2030-02-01.txt')).toBeInTheDocument();
    expect(screen.getByText(copy.earlier.none)).toBeInTheDocument();
  });

  it('lists each earlier statement by its date, linked to its signed text', () => {
    render(<Canary statements={[newest, earlier]} state="current" copy={copy} locale="en-US" />);
    const list = screen.getByRole('region', { name: copy.earlier.heading });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item).getByText('January 1, 2030')).toHaveAttribute('datetime', '2030-01-01');
    expect(within(item).getByRole('link', { name: 'Test signed text (January 1, 2030)' })).toHaveAttribute(
      'href',
      earlier.url,
    );
  });

  it('says there is no statement yet while there is none', () => {
    render(<Canary statements={[]} state="current" copy={copy} locale="en-US" />);
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
    expect(document.querySelector('[data-canary-state]')).toBeNull();
  });
});

describe('groupedFingerprint', () => {
  it('writes a fingerprint in groups of four, as gpg shows it', () => {
    expect(groupedFingerprint('ABCDEF0123')).toBe('ABCD EF01 23');
  });
});

describe('canaryMeta', () => {
  it('takes the title and description from the copy, dated by the newest statement', () => {
    expect(canaryMeta(copy, [newest, earlier])).toEqual({ ...copy.meta, modified: '2030-02-01' });
    expect(canaryMeta(copy, [])).toEqual({ ...copy.meta, modified: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import {
  overlay,
  sectionFingerprints,
  translationFingerprint,
  translationStatus,
  wholeFingerprint,
} from './translations';

const ABOUT = {
  meta: { title: 'About {product}', description: 'Who we are.' },
  heading: 'A heading of the test',
  blurbs: [{ icon: 'lock', title: 'A blurb of the test', text: 'What the blurb of the test says.' }],
};

const BODY = `The test begins with a sentence of its own, **with strong words** in it.

## A first part

The first part of the test says
what it says on two lines.

## A second part

Its last words.
`;

describe('sectionFingerprints', () => {
  it('names a section for each top-level key and each part of the body between headings', () => {
    expect([...sectionFingerprints(ABOUT, BODY).keys()]).toEqual([
      'meta',
      'heading',
      'blurbs',
      'body',
      'body: A first part',
      'body: A second part',
    ]);
  });

  it('changes only the fingerprint of the section whose wording changed', () => {
    const before = sectionFingerprints(ABOUT, BODY);
    const after = sectionFingerprints(ABOUT, BODY.replace('on two lines', 'on a few lines'));
    const changed = [...before].filter(([name, print]) => after.get(name) !== print).map(([name]) => name);
    expect(changed).toEqual(['body: A first part']);
  });

  it('keeps every fingerprint when the text is only wrapped, spaced or ordered differently', () => {
    const before = sectionFingerprints(ABOUT, BODY);
    const rewrapped = BODY.replace(
      'The first part of the test says\nwhat it says on two lines.',
      'The first part   of the\ntest says what\nit says on two lines.',
    );
    const reordered = { blurbs: ABOUT.blurbs, heading: `  ${ABOUT.heading}\n`, meta: ABOUT.meta };
    expect(sectionFingerprints(reordered, rewrapped)).toEqual(before);
  });

  it('names each item of a file that is a list', () => {
    expect([...sectionFingerprints([{ name: 'Free' }, { name: 'Premium' }]).keys()]).toEqual([
      'item 1',
      'item 2',
    ]);
  });

  it('never takes a line in a code block for a heading', () => {
    const body = 'Intro.\n\n```sh\n# not a heading\n```\n\n## Real heading\n\nText.\n';
    expect([...sectionFingerprints(undefined, body).keys()]).toEqual(['body', 'body: Real heading']);
  });
});

describe('overlay', () => {
  it('lays the translated words over the English, keeping what the translation leaves out', () => {
    const translated = { heading: 'عنوانی برای آزمون', blurbs: [{ title: 'یادداشتی برای آزمون' }] };
    expect(overlay(ABOUT, translated)).toEqual({
      ...ABOUT,
      heading: 'عنوانی برای آزمون',
      blurbs: [{ icon: 'lock', title: 'یادداشتی برای آزمون', text: 'What the blurb of the test says.' }],
    });
  });

  it('keeps the English length of a list, so an item added in English shows in English', () => {
    expect(overlay(['one', 'two', 'three'], ['один', 'два'])).toEqual(['один', 'два', 'three']);
  });
});

describe('translationStatus', () => {
  const english = sectionFingerprints(ABOUT, BODY);
  const TRANSLATED = { heading: 'Заголовок теста' };
  const words = translationFingerprint(TRANSLATED, 'Текст теста.');
  const review = {
    by: 'A Reviewer <reviewer@test.example>',
    english: wholeFingerprint(english),
    translation: words,
  };
  const recorded = { source: Object.fromEntries(english), review };

  it('is up to date while every English section is the one it recorded, and reviewed as it was read', () => {
    expect(translationStatus(english, recorded, () => '2026-11-24', false, words)).toMatchObject({
      state: 'translated',
      reviewed: true,
    });
  });

  it('is outdated at the sections whose English changed, with the day it changed, and no longer reviewed', () => {
    const now = sectionFingerprints(ABOUT, BODY.replace('Its last words.', 'Sell or share your data.'));
    expect(translationStatus(now, recorded, () => '2026-11-24', true, words)).toMatchObject({
      state: 'outdated',
      reviewed: false,
      legal: true,
      sections: ['body: A second part'],
      changed: '2026-11-24',
    });
  });

  it('is no longer reviewed once the translation changes, though still up to date', () => {
    const edited = translationFingerprint({ heading: 'Другой заголовок' }, 'Текст теста.');
    expect(edited).not.toBe(words);
    expect(translationStatus(english, recorded, () => '2026-11-24', false, edited)).toMatchObject({
      state: 'translated',
      reviewed: false,
    });
    // Nor once its body changes: the fingerprint covers the whole translation.
    const body = translationFingerprint(TRANSLATED, 'Другой текст.');
    expect(translationStatus(english, recorded, () => '2026-11-24', false, body).reviewed).toBe(false);
  });

  it('counts a section it never recorded, such as one added in English, as outdated', () => {
    const status = translationStatus(english, { reviewed: false }, () => '2026-11-24', false, words);
    expect(status.state).toBe('outdated');
    expect(status.sections).toEqual([...english.keys()]);
  });
});

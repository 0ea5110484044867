import { describe, expect, it } from 'vitest';
import { overlay, sectionFingerprints, translationStatus } from './translations';

const ABOUT = {
  meta: { title: 'About {product}', description: 'Who we are.' },
  heading: 'Privacy is a right',
  blurbs: [{ icon: 'lock', title: 'Encryption', text: 'Every byte is protected.' }],
};

const BODY = `Our mission is simple: give everyone a way to use the internet **without being watched**.

## Our story

We started as a small team of network engineers
who were tired of VPNs that promise privacy.

## What we will never do

Sell your data.
`;

describe('sectionFingerprints', () => {
  it('names a section for each top-level key and each part of the body between headings', () => {
    expect([...sectionFingerprints(ABOUT, BODY).keys()]).toEqual([
      'meta',
      'heading',
      'blurbs',
      'body',
      'body: Our story',
      'body: What we will never do',
    ]);
  });

  it('changes only the fingerprint of the section whose wording changed', () => {
    const before = sectionFingerprints(ABOUT, BODY);
    const after = sectionFingerprints(ABOUT, BODY.replace('small team', 'tiny team'));
    const changed = [...before].filter(([name, print]) => after.get(name) !== print).map(([name]) => name);
    expect(changed).toEqual(['body: Our story']);
  });

  it('keeps every fingerprint when the text is only wrapped, spaced or ordered differently', () => {
    const before = sectionFingerprints(ABOUT, BODY);
    const rewrapped = BODY.replace(
      'We started as a small team of network engineers\nwho were tired of VPNs that promise privacy.',
      'We started as a small   team of network\nengineers who were tired of VPNs\nthat promise privacy.',
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
    const translated = { heading: 'حریم خصوصی یک حق است', blurbs: [{ title: 'رمزگذاری' }] };
    expect(overlay(ABOUT, translated)).toEqual({
      ...ABOUT,
      heading: 'حریم خصوصی یک حق است',
      blurbs: [{ icon: 'lock', title: 'رمزگذاری', text: 'Every byte is protected.' }],
    });
  });

  it('keeps the English length of a list, so an item added in English shows in English', () => {
    expect(overlay(['one', 'two', 'three'], ['один', 'два'])).toEqual(['один', 'два', 'three']);
  });
});

describe('translationStatus', () => {
  const english = sectionFingerprints(ABOUT, BODY);
  const recorded = { reviewed: true, source: Object.fromEntries(english) };

  it('is up to date while every English section is the one it recorded', () => {
    expect(translationStatus(english, recorded, () => '2026-11-24', false)).toEqual({
      state: 'translated',
      reviewed: true,
    });
  });

  it('is outdated at the sections whose English changed, with the day it changed', () => {
    const now = sectionFingerprints(ABOUT, BODY.replace('Sell your data.', 'Sell or share your data.'));
    expect(translationStatus(now, recorded, () => '2026-11-24', true)).toEqual({
      state: 'outdated',
      reviewed: true,
      legal: true,
      sections: ['body: What we will never do'],
      changed: '2026-11-24',
    });
  });

  it('counts a section it never recorded, such as one added in English, as outdated', () => {
    const status = translationStatus(english, { reviewed: false }, () => '2026-11-24', false);
    expect(status.state).toBe('outdated');
    expect(status.sections).toEqual([...english.keys()]);
  });
});

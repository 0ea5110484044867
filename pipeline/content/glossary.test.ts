import { describe, expect, it } from 'vitest';
import type { Glossary } from '../../schemas';
import { glossaryChecks } from '../../schemas/glossary';
import { avoidedTerms } from './glossary';

// A glossary in the test's own words, so that no translator's choice of term changes the test.
const glossary: Glossary = {
  languages: {
    ru: [{ means: 'Test Center', use: 'Центр теста', avoid: ['Средоточие теста', 'тест-центр'] }],
    fa: [{ means: 'test', use: 'آزمون', avoid: [] }],
  },
};
const FILE = 'content/translations/ru/pages/test.yaml';

describe('avoidedTerms', () => {
  it('finds each avoided variant, whatever its case, at its line and column, with the term to write', () => {
    const text =
      'heading: Центр теста\nintro: Добро пожаловать в Тест-центр.\nmore: Средоточие теста и тест-центр\n';
    expect(avoidedTerms(FILE, text, 'ru', glossary)).toEqual([
      {
        file: FILE,
        line: 3,
        column: 7,
        path: '',
        message:
          '"Средоточие теста" is not the term this language uses: write "Центр теста" (Test Center), as content/glossary.yaml lists',
      },
      {
        file: FILE,
        line: 2,
        column: 27,
        path: '',
        message:
          '"Тест-центр" is not the term this language uses: write "Центр теста" (Test Center), as content/glossary.yaml lists',
      },
      {
        file: FILE,
        line: 3,
        column: 26,
        path: '',
        message:
          '"тест-центр" is not the term this language uses: write "Центр теста" (Test Center), as content/glossary.yaml lists',
      },
    ]);
  });

  it('holds each language to its own terms only, and reads a variant as text, not a pattern', () => {
    expect(avoidedTerms(FILE, 'Средоточие теста', 'fa', glossary)).toEqual([]);
    expect(avoidedTerms(FILE, 'Средоточие теста', 'zh-Hans', glossary)).toEqual([]);
    const dotted: Glossary = { languages: { ru: [{ means: 'a dot', use: 'точка', avoid: ['a.b'] }] } };
    expect(avoidedTerms(FILE, 'axb', 'ru', dotted)).toEqual([]);
    expect(avoidedTerms(FILE, 'a.b', 'ru', dotted)).toHaveLength(1);
  });
});

describe('the glossary', () => {
  const languages = [
    { tag: 'en', name: 'English', englishName: 'English', locale: 'en-US', dir: 'ltr' },
    { tag: 'ru', name: 'Русский', englishName: 'Russian', locale: 'ru-RU', dir: 'ltr' },
  ];
  const run = (value: Glossary) =>
    glossaryChecks.flatMap((check) => check.run(value, { today: '2030-01-01', content: { languages } }));

  it('names only the translated languages, and no term that avoids itself', () => {
    expect(
      run({
        languages: {
          en: [],
          ru: [{ means: 'Test Center', use: 'Центр теста', avoid: ['центр'] }],
        },
      }),
    ).toEqual([
      {
        path: ['languages', 'en'],
        message:
          "en is not one of the site's translated languages (ru); en is the language the site is written in, which has no translations: correct the tag, or remove its terms",
      },
      {
        path: ['languages', 'ru', 0, 'avoid', 0],
        message:
          '"центр" is part of the term itself ("Центр теста"), so every use of the term would be refused: list a variant that differs from it',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { helpArticleSchema, helpCategoryIssues, helpPageIssues, mostAsked, type HelpPage } from './help';

/** The help page's copy, reduced to what the checks read, in the test's own words. */
const page = {
  categories: [
    { id: 'first-topic', title: 'First test topic', description: 'One.', icon: 'help' },
    { id: 'second-topic', title: 'Second test topic', description: 'Two.', icon: 'book' },
  ],
} as HelpPage;

const article = {
  title: 'A test question?',
  summary: 'A test answer.',
  category: 'first-topic',
  date: '2025-07-25',
};

describe('helpCategoryIssues', () => {
  it('accepts an article whose category the help page names', () => {
    expect(helpCategoryIssues({ category: 'second-topic' }, page)).toEqual([]);
  });

  it('names the categories it may use, and where they are listed, for one it does not', () => {
    expect(helpCategoryIssues({ category: 'payments' }, page)).toEqual([
      {
        path: ['category'],
        message:
          '"payments" is not a help category; write one of first-topic, second-topic (the categories are listed in content/pages/help.yaml)',
      },
    ]);
  });
});

describe('helpPageIssues', () => {
  it('asks for each category’s id to be its own', () => {
    const copied = { ...page, categories: [...page.categories, { ...page.categories[0], title: 'Copied' }] };
    expect(helpPageIssues(page)).toEqual([]);
    expect(helpPageIssues(copied)).toEqual([
      {
        path: ['categories', 2, 'id'],
        message:
          'first-topic is already the id of category 1 (First test topic); each category has its own id',
      },
    ]);
  });
});

describe('helpArticleSchema', () => {
  it('reads an article without platforms as one about every device, and without a rank as not most asked', () => {
    expect(helpArticleSchema.parse(article)).toEqual({ ...article, platforms: [] });
  });

  it('refuses a platform the download page does not have, naming the ones it has', () => {
    const result = helpArticleSchema.safeParse({ ...article, platforms: ['windows', 'symbian'] });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['platforms', 1],
        message: '"symbian" is not a platform; write one of windows, macos, linux, android, ios',
      },
    ]);
  });

  it('refuses a rank that is not a whole number from 1, and a category that is not an id', () => {
    for (const [field, value] of [
      ['mostAsked', 0],
      ['mostAsked', 1.5],
      ['category', 'Payment and plans'],
    ] as const) {
      const result = helpArticleSchema.safeParse({ ...article, [field]: value });
      expect(result.success, `${field}: ${value}`).toBe(false);
      expect(result.error?.issues[0].path).toEqual([field]);
    }
  });

  it('describes every field for editors', () => {
    for (const [name, field] of Object.entries(helpArticleSchema.shape)) {
      expect(field.description, name).toBeTruthy();
    }
  });
});

describe('mostAsked', () => {
  it('keeps the ranked articles only, by rank, and two of one rank by id', () => {
    const articles = [
      { id: 'c', mostAsked: 2 },
      { id: 'unranked' },
      { id: 'b', mostAsked: 1 },
      { id: 'a', mostAsked: 2 },
    ];
    expect(mostAsked(articles).map((each) => each.id)).toEqual(['b', 'a', 'c']);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageTranslationKey, singleKey, type ContentLookup } from '../../shared/content-keys';
import type { Site } from '../../schemas';
import { splitFrontMatter } from '../../shared/front-matter';
import { mostAsked } from '../../schemas/help';
import { fillPlaceholders, fillPlaceholdersIn, placeholderValues } from '../../schemas/placeholders';
import { projectContent, type ProjectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

let project: ProjectContent;

/** A help article's title and summary in a language, as its translation file says them. */
async function translated(tag: string, id: string): Promise<{ title: string; summary: string }> {
  const text = await readFile(
    path.resolve(import.meta.dirname, `../../content/translations/${tag}/help/${id}.md`),
    'utf8',
  );
  const words = parse(splitFrontMatter(text)!.frontMatter) as { title: string; summary: string };
  // Filled as the build fills them, the data's numbers written as the language writes them.
  const { site, plans, platforms } = project.content;
  const { locale } = project.lookup(singleKey('site', tag)) as Site;
  return fillPlaceholdersIn(words, placeholderValues(site, { plans, platforms }, '2000-01-01', locale));
}

beforeAll(async () => {
  project = await projectContent();
});

afterEach(cleanup);

/** The project's help articles, and the help page's copy, as the pages show them (placeholders filled). */
const help = () => ({ articles: project.content.help, copy: project.content.helpPage });

describe('help center pages', () => {
  it('/help shows the most asked questions and every category that has articles, from the content', async () => {
    const { articles, copy } = help();
    const page = await renderPageAt('/help', project.lookup);
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe(copy.meta.title);
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    const asked = within(screen.getByRole('region', { name: copy.mostAskedHeading }));
    expect(asked.getAllByRole('link').map((link) => link.textContent)).toEqual(
      mostAsked(articles).map((article) => article.title),
    );
    const used = new Set(articles.map((article) => article.category));
    const topics = within(screen.getByRole('region', { name: copy.topicsHeading }));
    expect(topics.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      copy.categories.filter((category) => used.has(category.id)).map((category) => category.title),
    );
  });

  it('a category page lists each of its articles with its summary', async () => {
    const { articles, copy } = help();
    const category = copy.categories.find((each) => each.id === articles[0].category)!;
    const page = await renderPageAt(`/help/topic/${category.id}`, project.lookup);
    expect(page.meta.title).toBe(
      fillPlaceholders(copy.categoryPage.meta.title, { category: category.title }),
    );
    expect(screen.getByRole('heading', { level: 1, name: category.title })).toBeInTheDocument();
    for (const article of articles.filter((each) => each.category === category.id)) {
      expect(screen.getByRole('link', { name: article.title }).closest('li')).toHaveTextContent(
        article.summary,
      );
    }
  });

  it('answers 404 for a category the copy does not name, and for an address that is no category id', async () => {
    for (const url of ['/help/topic/no-such-topic', '/help/topic/No_Topic']) {
      const page = await renderPageAt(url, project.lookup);
      expect(page.status, url).toBe(404);
      cleanup();
    }
  });

  it('an article page shows its question, its body, its category trail and the other articles of its category', async () => {
    const { articles, copy } = help();
    const article = articles.find((each) => each.platforms.length > 0)!;
    const page = await renderPageAt(article.url, project.lookup);
    expect(page.meta.description).toBe(article.summary);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    const category = copy.categories.find((each) => each.id === article.category)!;
    expect(
      within(screen.getByRole('navigation', { name: copy.breadcrumbLabel }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([copy.backLink.label, category.title]);
    const names = project.content.platforms.filter((card) => card.os && article.platforms.includes(card.os));
    expect(
      within(screen.getByRole('list', { name: copy.platformsLabel }))
        .getAllByRole('listitem')
        .map((each) => each.textContent),
    ).toEqual(names.map((card) => card.title));
    const firstWords = article.html
      .replace(/<[^>]+>/g, '')
      .trim()
      .split('\n')[0];
    expect(document.querySelector('.prose')).toHaveTextContent(firstWords);
    const related = within(
      screen.getByRole('region', { name: fillPlaceholders(copy.related, { category: category.title }) }),
    );
    expect(related.getAllByRole('link').map((link) => link.textContent)).toEqual(
      articles
        .filter((each) => each.category === article.category && each.id !== article.id)
        .map((each) => each.title),
    );
  });

  it('shows an article in Persian, from its translation, right to left and with no notice when up to date', async () => {
    const [article] = help().articles;
    const words = await translated('fa', article.id);
    // Up to date by the keyed content, whatever an edit to the English has since done to the live one.
    const key = pageTranslationKey(`/fa${article.url}`);
    const lookup: ContentLookup = (each) => (each === key ? { state: 'translated' } : project.lookup(each));
    const page = await renderPageAt(`/fa${article.url}`, lookup);
    expect(page.language).toMatchObject({ tag: 'fa', dir: 'rtl' });
    expect(page.translation).toEqual({ state: 'translated' });
    const heading = screen.getByRole('heading', { level: 1, name: words.title });
    expect(heading).not.toHaveAttribute('lang');
    expect(document.querySelector('[data-translation-notice]')).toBeNull();
    expect(page.meta.description).toBe(words.summary);
  });

  it('says at its foot whether a second native speaker reviewed the translation as it is', async () => {
    const [article] = help().articles;
    const key = pageTranslationKey(`/fa${article.url}`);
    const words = (project.lookup(singleKey('site', 'fa')) as Site).languages;
    for (const reviewed of [false, true]) {
      const lookup: ContentLookup = (each) =>
        each === key ? { state: 'translated', ...(reviewed && { reviewed }) } : project.lookup(each);
      await renderPageAt(`/fa${article.url}`, lookup);
      const line = document.querySelector('[data-translation-review]');
      expect(line).toHaveAttribute('data-translation-review', reviewed ? 'reviewed' : 'awaiting');
      expect(line).toHaveTextContent(reviewed ? words.reviewed : words.notReviewed);
      cleanup();
    }
  });

  it('shows the outdated notice on an article the keyed content marks outdated', async () => {
    const [article] = help().articles;
    const key = pageTranslationKey(`/fa${article.url}`);
    const lookup: ContentLookup = (each) =>
      each === key ? { state: 'outdated', changed: '2030-01-02' } : project.lookup(each);
    const page = await renderPageAt(`/fa${article.url}`, lookup);
    expect(page.translation).toMatchObject({ state: 'outdated', changed: '2030-01-02' });
    expect(document.querySelector('[data-translation-notice="outdated"]')).not.toBeNull();
  });

  it('lists the articles of a category in Chinese by their translated titles and summaries', async () => {
    const { articles, copy } = help();
    const category = copy.categories.find((each) => each.id === articles[0].category)!;
    await renderPageAt(`/zh-Hans/help/topic/${category.id}`, project.lookup);
    for (const article of articles.filter((each) => each.category === category.id)) {
      const words = await translated('zh-Hans', article.id);
      const link = screen.getByRole('link', { name: words.title });
      expect(link.closest('li')).toHaveTextContent(words.summary);
      expect(link.closest('li')).not.toHaveAttribute('lang');
    }
  });

  it('/support links to the most asked articles with their summaries, and to /help', async () => {
    const { articles } = help();
    const support = project.content.supportPage;
    await renderPageAt('/support', project.lookup);
    const section = within(screen.getByRole('region', { name: support.help.heading }));
    for (const article of mostAsked(articles)) {
      const link = section.getByRole('link', { name: article.title });
      expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`${article.id}$`)));
      expect(link.closest('li')).toHaveTextContent(article.summary);
    }
    expect(section.getByRole('link', { name: support.help.allLink.label })).toBeInTheDocument();
  });
});

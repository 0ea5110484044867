import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REVIEW_LABEL, REVIEW_WIDGET } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { loadContent } from '../content/store';
import { recordTranslation } from '../editors/translation-tools';
import { z } from 'zod';
import { registry } from '../../schemas';
import {
  EDITOR_FORMATS,
  LOCAL_BACKEND,
  PUBLICATION_FIELD,
  publishedMarkdownFormat,
  VERSION_NOTE_FIELD,
} from '../../shared/editor-files';
import { cmsCollections, cmsConfig } from './config';
import { ENGLISH_CHANGED } from './translation-collections';
import { fieldFor, type CmsField } from './fields';
import { copyContent } from '../../tools/test/project-copy';

type Entry = Record<string, unknown> & { fields?: CmsField[] };

/**
 * Every file the configuration describes, by the registry name it was made from, with the format of
 * its collection: Decap reads a format from a collection, never from one of its files.
 */
function describedFiles(): Map<string, Entry> {
  const found = new Map<string, Entry>();
  for (const collection of cmsCollections()) {
    if (Array.isArray(collection.files)) {
      for (const file of collection.files as Entry[]) {
        expect(file.format, `${String(file.name)} has no format of its own`).toBeUndefined();
        found.set(String(file.name), { ...file, format: collection.format });
      }
    } else found.set(String(collection.name), collection);
  }
  return found;
}

describe('the editor configuration', () => {
  it('describes every collection of the registry but the signed statements, with its label and file', () => {
    const files = describedFiles();
    for (const [name, definition] of Object.entries(registry)) {
      if (definition.kind === 'folder' && definition.format === 'signed-yaml') {
        expect(files.has(name), `${name} is signed outside the site`).toBe(false);
        continue;
      }
      const entry = files.get(name);
      expect(entry, name).toBeDefined();
      expect(entry!.label).toBe(definition.label);
      if (definition.kind === 'single') expect(entry!.file).toBe(`content/${definition.file}`);
      else expect(entry!.folder).toBe(`content/${definition.folder}`);
    }
  });

  it('asks for exactly the fields the schemas require, and offers only the values they allow', () => {
    for (const [name, entry] of describedFiles()) {
      const definition = registry[name as keyof typeof registry];
      const shape = (definition.schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
      if (!shape) continue;
      for (const field of entry.fields ?? []) {
        if (field.name === 'body' || field.name === VERSION_NOTE_FIELD) continue;
        const schema = shape[field.name];
        expect(schema, `${name}.${field.name}`).toBeDefined();
        const optional = schema.safeParse(undefined).success;
        expect(field.required === false, `${name}.${field.name} required`).toBe(optional);
        for (const option of field.options ?? [])
          expect(schema.safeParse(option).success, `${name}.${field.name}: ${option}`).toBe(true);
      }
    }
  });

  it('gives each field the hint its schema writes for editors, and the place of its value', () => {
    const field = fieldFor('speed', z.number().int().min(1).describe('How fast, in Mbit/s.'), [
      'servers',
      '*',
      'speed',
    ]);
    expect(field).toMatchObject({
      widget: 'number',
      hint: 'How fast, in Mbit/s.',
      value_type: 'int',
      min: 1,
      schema_path: ['servers', '*', 'speed'],
    });
    expect(fieldFor('note', z.string().optional(), ['x', 'note']).required).toBe(false);
  });

  it('reads and writes each file with the format that keeps its bytes', () => {
    for (const [name, entry] of describedFiles()) {
      const definition = registry[name as keyof typeof registry];
      const markdown = definition.kind === 'folder' || definition.file.endsWith('.md');
      if (definition.kind !== 'folder' || !definition.publish)
        expect(Object.values(EDITOR_FORMATS), name).toContain(entry.format);
      const versioned = definition.kind === 'single' && 'versions' in definition;
      if (versioned) expect(entry.format, name).toBe(EDITOR_FORMATS.versionedMarkdown);
      else if (definition.kind === 'folder' && definition.publish)
        expect(entry.format, name).toBe(publishedMarkdownFormat(name));
      else if (definition.kind === 'folder') expect(entry.format, name).toBe(EDITOR_FORMATS.markdown);
      else if (markdown)
        expect([EDITOR_FORMATS.markdown, EDITOR_FORMATS.anyFile], name).toContain(entry.format);
    }
  });

  it('lists a draft or an entry dated later as not on the site yet, beside its title', () => {
    const posts = describedFiles().get('posts')!;
    expect(posts.summary).toBe(`{{title}}{{${PUBLICATION_FIELD}}}`);
  });

  it("keeps a legal text's history for the editor, and asks what changed just above its text", () => {
    for (const [name, entry] of describedFiles()) {
      const definition = registry[name as keyof typeof registry];
      if (definition.kind !== 'single' || !('versions' in definition)) continue;
      const fields = entry.fields!;
      expect(fields.find((field) => field.name === 'changes')?.widget, name).toBe('hidden');
      expect(fields.find((field) => field.name === 'lastUpdated')?.widget, name).toBe('hidden');
      expect(fields.slice(-2).map((field) => field.name)).toEqual([VERSION_NOTE_FIELD, 'body']);
      expect(fields.at(-2)).toMatchObject({ label: 'What changed', required: false });
    }
  });

  it('saves locally through the dev server, and on a git host through pull requests', () => {
    const local = cmsConfig({ mode: 'local', proxyUrl: '/api/v1' }, undefined);
    expect(local.backend).toEqual({ name: LOCAL_BACKEND, proxy_url: '/api/v1', branch: 'main' });
    expect(local.publish_mode).toBeUndefined();
    const workflow = cmsConfig(
      { mode: 'local', proxyUrl: '/api/v1', branch: 'trunk', workflow: true },
      undefined,
    );
    expect(workflow.backend).toEqual({ name: LOCAL_BACKEND, proxy_url: '/api/v1', branch: 'trunk' });
    expect(workflow.publish_mode).toBe('editorial_workflow');

    const editing = { repo: 'test/site', branch: 'live', origin: 'https://cms.test.example' } as const;
    const github = cmsConfig(
      { mode: 'hosted', backend: 'github', signInUrl: 'https://sign-in.test.example', ...editing },
      undefined,
    );
    expect(github.publish_mode).toBe('editorial_workflow');
    expect(github.backend).toMatchObject({
      name: 'github',
      repo: 'test/site',
      branch: 'live',
      base_url: 'https://sign-in.test.example',
    });

    const gitlab = cmsConfig(
      { mode: 'hosted', backend: 'gitlab', appId: 'a1'.repeat(16), ...editing },
      undefined,
    );
    expect(gitlab.backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce', app_id: 'a1'.repeat(16) });
  });

  it('asks GitHub for public_repo, which cannot reach private repositories, unless the site’s repository is private', () => {
    const editing = {
      mode: 'hosted',
      backend: 'github',
      repo: 'test/site',
      branch: 'main',
      signInUrl: 'https://sign-in.test.example',
      origin: 'https://cms.test.example',
    } as const;
    // Decap asks for `repo`, every repository of the editor's, when the configuration names no scope.
    expect(cmsConfig(editing, undefined).backend).toMatchObject({ auth_scope: 'public_repo' });
    expect(cmsConfig({ ...editing, privateRepository: false }, undefined).backend).toMatchObject({
      auth_scope: 'public_repo',
    });
    expect(cmsConfig({ ...editing, privateRepository: true }, undefined).backend).toMatchObject({
      auth_scope: 'repo',
    });
  });
});

/**
 * The content as a copy holds it, with each translation of `under` (a file or folder under content/)
 * recorded as translating its English as it is: the tests read the English beside each field, which
 * an outdated translation would show with its change instead, whatever an editor has just reworded.
 */
async function withCurrentTranslations(under: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-cms-current-'));
  made.push(dir);
  await copyContent(dir);
  const { languages } = await loadContent({ root: dir });
  for (const { language } of languages!.slice(1)) {
    const target = path.join(dir, 'content/translations', language.tag, under);
    const files = under.endsWith('.md')
      ? [target]
      : (await readdir(target)).filter((name) => name.endsWith('.md')).map((name) => path.join(target, name));
    for (const file of files) await recordTranslation(dir, file);
  }
  return loadContent({ root: dir });
}

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the editor configuration of translations', () => {
  it('gives each language but the site’s own its files, with only their words and the English beside each', async () => {
    const { languages } = await withCurrentTranslations('pages/about.md');
    const config = cmsConfig({ mode: 'local', proxyUrl: '/api/v1' }, undefined, languages!);
    const collections = config.collections as (Entry & { files?: Entry[] })[];
    const [source, ...others] = languages!;
    for (const { language, status: states } of others) {
      const collection = collections.find((each) => each.name === `translations-${language.tag}`);
      expect(collection?.label).toBe(`${language.englishName} (${language.name})`);
      const about = collection!.files!.find((file) => file.name === 'aboutPage')!;
      expect(about.file).toBe(`content/translations/${language.tag}/pages/about.md`);
      const fields = about.fields!;
      // The review mark: it asks for a review of the English the editor shows, which the save
      // records with who reviewed; a new translation starts not reviewed.
      const status = states.get('aboutPage');
      expect(fields[0]).toEqual({
        name: 'translation',
        label: REVIEW_LABEL,
        widget: REVIEW_WIDGET,
        required: false,
        default: { reviewed: false },
        english: status?.english,
        ...(status?.reviewedBy && { reviewed_by: status.reviewedBy }),
        ...(status?.state === 'outdated' && { outdated: true }),
      });
      expect(fields[0].english).toMatch(/^[0-9a-f]{16}$/);
      const heading = fields.find((field) => field.name === 'heading')!;
      expect(heading).toMatchObject({
        required: false,
        hint: `English: ${source.content.aboutPage.heading}`,
      });
      // An address is the English one in every language, so a translator never sees it.
      const trial = fields.find((field) => field.name === 'trial')!;
      const cta = trial.fields!.find((field) => field.name === 'cta')!;
      expect(cta.fields!.map((field) => field.name)).toEqual(['label']);
    }
    expect(collections.some((each) => each.name === `translations-${source.language.tag}`)).toBe(false);
  });

  it('offers each help article’s translation with only the words it translates', async () => {
    const { languages } = await withCurrentTranslations('help');
    const config = cmsConfig({ mode: 'local', proxyUrl: '/api/v1' }, undefined, languages!);
    const [english, ...others] = languages!;
    const definition = registry.help;
    for (const language of others) {
      const files = (config.collections as (Entry & { files?: (Entry & { file: string })[] })[]).find(
        (each) => each.name === `translations-${language.language.tag}`,
      )!.files!;
      for (const article of english.content.help) {
        const file = files.find((each) => each.name === `help-${article.id}`)!;
        expect(file.file).toBe(`content/translations/${language.language.tag}/help/${article.id}.md`);
        expect(file.fields!.map((field) => field.name)).toEqual([
          'translation',
          ...(definition.translate as readonly string[]),
          'body',
        ]);
        expect(file.fields!.find((field) => field.name === 'title')!.hint).toBe(`English: ${article.title}`);
      }
    }
  });

  it('marks each part whose English changed since it was translated, with its English as it is now', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'masky-cms-translations-'));
    try {
      await copyContent(dir);
      // A translation of the test's own that records no English it translates: every part is outdated.
      const file = path.join(dir, 'content/translations/fa/pages/about.md');
      await mkdir(path.dirname(file), { recursive: true });
      const translation =
        '---\ntranslation:\n  reviewed: false\nheading: A heading of the test\n---\n\nWords.\n';
      await writeFile(file, translation);
      // The same in Russian, recorded as translating the English as it is.
      const recorded = 'content/translations/ru/pages/about.md';
      await writeFile(path.join(dir, recorded), translation);
      await recordTranslation(dir, recorded);
      const { languages } = await loadContent({ root: dir });
      const persian = languages!.find((language) => language.language.tag === 'fa')!;
      const status = persian.status.get('aboutPage')!;
      expect(status.state).toBe('outdated');
      const config = cmsConfig({ mode: 'local', proxyUrl: '/api/v1' }, undefined, languages!, dir);
      const collection = (config.collections as (Entry & { files?: Entry[] })[]).find(
        (each) => each.name === 'translations-fa',
      )!;
      const about = collection.files!.find((each) => each.name === 'aboutPage')!;
      expect(about.label).toBe(`${registry.aboutPage.label} · ${ENGLISH_CHANGED} ${status.changed}`);
      const english = languages![0].content.aboutPage;
      const heading = about.fields!.find((field) => field.name === 'heading')!;
      expect(heading.label).toBe(`Heading · ${ENGLISH_CHANGED} ${status.changed}`);
      expect(heading.hint).toBe(
        `The English changed on ${status.changed}, after this was translated. It now reads: ${english.heading}`,
      );
      // The text's hint is the English of its parts that changed, in full, as the English file has it now.
      const body = about.fields!.find((field) => field.name === 'body')!;
      expect(body.label).toContain(ENGLISH_CHANGED);
      const englishBody = splitFrontMatter(
        await readFile(path.join(dir, 'content/pages/about.md'), 'utf8'),
      )!.body;
      expect(body.hint).toContain(englishBody.trim().split('\n\n')[0]);
      // A file whose translation is up to date, in another language, is not marked.
      const russian = (config.collections as (Entry & { files?: Entry[] })[]).find(
        (each) => each.name === 'translations-ru',
      )!;
      expect(russian.files!.find((each) => each.name === 'aboutPage')!.label).toBe(registry.aboutPage.label);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

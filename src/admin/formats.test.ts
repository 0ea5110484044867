import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections, registry } from '../../schemas/collections';
import { BODY_FIELD, PUBLICATION_FIELD } from '../../shared/editor-files';
import {
  anyFileFormat,
  markdownFormat,
  publishedMarkdownFormat,
  type PublishRule,
  SOURCE_FIELD,
  versionedMarkdownFormat,
  yamlFormat,
  yamlListFormat,
} from './formats';

const contentDir = path.resolve(import.meta.dirname, '../../content');

/** Every markdown or YAML file under a folder of the content, by its path from content/. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(contentDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .map((name) => path.join(folder, name));
}

/**
 * Every file the editor may open, with the format the generated configuration gives its collection:
 * a folder's posts are markdown, a legal text is versioned, and every other single file, and every
 * translation, is read by the format that tells markdown, YAML fields and YAML lists apart.
 */
function editableFiles(): { file: string; format: typeof yamlFormat }[] {
  const files: { file: string; format: typeof yamlFormat }[] = [];
  for (const definition of Object.values(registry)) {
    if (definition.kind === 'folder') {
      if (definition.format !== 'markdown') continue;
      for (const file of filesUnder(definition.folder)) files.push({ file, format: markdownFormat });
      continue;
    }
    const versioned = 'versions' in definition && definition.versions;
    files.push({
      file: definition.file,
      format: versioned ? versionedMarkdownFormat(() => '2026-01-01') : anyFileFormat,
    });
  }
  for (const file of filesUnder('translations')) files.push({ file, format: anyFileFormat });
  return files;
}

const changed = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return { lines: b.filter((line, index) => line !== a[index]), count: b.length - a.length };
};

describe('the editor formats', () => {
  it('write every content file saved untouched back byte for byte', () => {
    const files = editableFiles();
    expect(files.length).toBeGreaterThan(60);
    for (const { file, format } of files) {
      const text = readFileSync(path.join(contentDir, file), 'utf8');
      expect(format.toFile(format.fromFile(text)), file).toBe(text);
    }
  });

  it("change one line when one field changes, keeping the file's comments", () => {
    const text = [
      '# The words of the page.',
      'title: Old words # said so',
      'intro: >-',
      '  A folded paragraph',
      '  over two lines.',
      'items:',
      '  - one',
      '  - two',
      '',
    ].join('\n');
    const data = yamlFormat.fromFile(text);
    const after = yamlFormat.toFile({ ...data, title: 'New words' });
    expect(changed(text, after)).toEqual({ lines: ['title: New words # said so'], count: 0 });
  });

  it('give the editor each paragraph on one line, and write an untouched body back as the file wrote it', () => {
    const text =
      '---\ntitle: A title\ndate: 2020-01-02\n---\n\nSome *words*\nwrapped here.\n\n\n- an item\n  wrapped\n';
    const data = markdownFormat.fromFile(text);
    expect(data[BODY_FIELD]).toBe('\nSome *words* wrapped here.\n\n\n- an item wrapped\n');
    // The rich text editor gives the body back in its own spelling: same words, other markup.
    const after = markdownFormat.toFile({
      ...data,
      title: 'Another title',
      [BODY_FIELD]: 'Some _words_ wrapped here.\n\n* an item wrapped',
    });
    expect(after).toBe(text.replace('A title', 'Another title'));
    expect(markdownFormat.toFile({ ...data, [BODY_FIELD]: 'Other words.' })).toBe(
      '---\ntitle: A title\ndate: 2020-01-02\n---\n\nOther words.\n',
    );
  });

  it("wrap a changed paragraph at the file's width, and keep each block the editor did not change", () => {
    const wrapped = 'A paragraph of the test that the file wraps at\nforty-eight characters.';
    const text = `---\ntitle: A title\n---\n\n## A *heading*\n\n${wrapped}\n\n* one\n* two\n`;
    const data = markdownFormat.fromFile(text);
    const edited =
      '## A _heading_\n\nA paragraph of the test that the file wraps at forty-eight characters, and changed.\n\n- one\n- two';
    expect(markdownFormat.toFile({ ...data, [BODY_FIELD]: edited })).toBe(
      '---\ntitle: A title\n---\n\n## A *heading*\n\nA paragraph of the test that the file wraps at\nforty-eight characters, and changed.\n\n* one\n* two\n',
    );
  });

  it("change one item of a list on its own lines, with the list's marker, the others as they were", () => {
    const list = '- [One](/one): the first item, which the file\n  wraps.\n- [Two](/two): the second.\n';
    const text = `---\ntitle: A title\n---\n\nA paragraph of words that the file wraps at fifty\ncharacters.\n\n${list}`;
    const data = markdownFormat.fromFile(text);
    // The rich text editor writes a list with its own marker, every item on one line.
    const edited = `${String(data[BODY_FIELD]).split('\n\n')[0]}\n\n* [One](/one): the first item, which the file wraps.\n* [Two](/two): the second, now changed in the editor.`;
    expect(markdownFormat.toFile({ ...data, [BODY_FIELD]: edited })).toBe(
      text.replace(
        '- [Two](/two): the second.\n',
        '- [Two](/two): the second, now changed in the\n  editor.\n',
      ),
    );
  });

  it('keep a file whose paragraphs are each on one line as it is, and its Windows line breaks', () => {
    const text = '---\r\ntitle: A title\r\n---\r\n\r\nOne line.\r\n\r\nAnother line.\r\n';
    const data = markdownFormat.fromFile(text);
    expect(markdownFormat.toFile(data)).toBe(text);
    expect(
      markdownFormat.toFile({
        ...data,
        [BODY_FIELD]: 'One line.\n\nAnother line, longer than the others now.',
      }),
    ).toBe(
      '---\r\ntitle: A title\r\n---\r\n\r\nOne line.\r\n\r\nAnother line, longer than the others now.\r\n',
    );
  });

  it('tell the kinds of file of one collection apart by their text', () => {
    const list = '- name: a\n- name: b # kept\n';
    expect(anyFileFormat.fromFile(list)).toEqual(yamlListFormat.fromFile(list));
    const fields = 'title: Words\n';
    expect(anyFileFormat.fromFile(fields)).toEqual(yamlFormat.fromFile(fields));
    const markdown = '---\ntitle: Words\n---\n\nText.\n';
    expect(anyFileFormat.fromFile(markdown)).toEqual(markdownFormat.fromFile(markdown));
    const item = anyFileFormat.fromFile(list);
    expect(anyFileFormat.toFile({ ...item, items: [{ name: 'c' }, { name: 'b' }] })).toBe(
      '- name: c\n- name: b # kept\n',
    );
  });

  it('write a new entry, which has no text to keep, as plain YAML and markdown', () => {
    expect(markdownFormat.toFile({ title: 'New', [BODY_FIELD]: 'Text.' })).toBe(
      '---\ntitle: New\n---\n\nText.\n',
    );
    expect(yamlListFormat.toFile({ items: [{ name: 'a' }] })).toBe('- name: a\n');
    expect(yamlFormat.fromFile('a: 1\n')[SOURCE_FIELD]).toBe('a: 1\n');
  });

  it("say in a post's list whether it is a draft or scheduled for a later day, and never write it", () => {
    const posts = publishedMarkdownFormat(collections.posts.publish as PublishRule, () => '2026-06-01');
    const post = (front: string) => `---\ntitle: A post\n${front}summary: S.\ntags: [news]\n---\n\nText.\n`;
    const later = post('date: 2026-06-02\n');
    expect(posts.fromFile(later)[PUBLICATION_FIELD]).toBe(' · Scheduled for 2026-06-02');
    expect(posts.fromFile(post('date: 2026-06-01\n'))[PUBLICATION_FIELD]).toBeUndefined();
    expect(posts.fromFile(post('date: 2026-07-01\ndraft: true\n'))[PUBLICATION_FIELD]).toBe(' · Draft');
    // A file whose front matter lacks what the rule reads is listed as it is; the check names the problem.
    const audits = publishedMarkdownFormat(collections.audits.publish as PublishRule, () => '2026-06-01');
    expect(audits.fromFile(post(''))[PUBLICATION_FIELD]).toBeUndefined();
    expect(posts.toFile(posts.fromFile(later))).toBe(later);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';
import { patchYaml } from './yaml-patch';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, 'content', file), 'utf8');
const data = (text: string) => parse(text, { schema: 'core' });

/** The lines of `after` that differ from `before`'s, when both have as many lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, index) => line !== a[index]);
}

describe('patchYaml', () => {
  it('leaves every file of the content byte for byte as it was when nothing changed', () => {
    for (const file of [
      'site.yaml',
      'plans.yaml',
      'servers.yaml',
      'platforms.yaml',
      'pages/home.yaml',
      'pages/blog.yaml',
    ]) {
      const text = read(file);
      expect(patchYaml(text, data(text)), file).toBe(text);
    }
    const policy = splitFrontMatter(read('legal/privacy-policy.md'))!.frontMatter;
    expect(patchYaml(policy, data(policy))).toBe(policy);
  });

  it('changes the line of the one field that changed, keeping its comments and quoting', () => {
    const text =
      '# Settings\nproduct: Test Product # the name\nemail: "help@test.example"\ncopyrightYear: 2020\n';
    const next = { ...data(text), email: 'hello@test.example' };
    expect(patchYaml(text, next)).toBe(
      '# Settings\nproduct: Test Product # the name\nemail: "hello@test.example"\ncopyrightYear: 2020\n',
    );
    expect(patchYaml(text, { ...data(text), copyrightYear: 2021 })).toBe(text.replace('2020', '2021'));
  });

  it('quotes a new value that YAML would otherwise misread', () => {
    const text = 'title: Plain words\n';
    expect(patchYaml(text, { title: 'Note: read this' })).toBe('title: "Note: read this"\n');
  });

  it('changes one item of a list without touching the others, in the real plans', () => {
    const text = read('plans.yaml');
    const plans = data(text);
    plans[1].description = 'A description written for the test.';
    const after = patchYaml(text, plans);
    expect(after.split('\n')).toHaveLength(text.split('\n').length);
    expect(changedLines(text, after)).toEqual(['  description: A description written for the test.']);
    expect(data(after)).toEqual(plans);
  });

  it('keeps a list written on one line on one line', () => {
    const text = 'tags: [privacy, news]\ntitle: Words\n';
    expect(patchYaml(text, { tags: ['privacy', 'zero-log'], title: 'Words' })).toBe(
      'tags: [privacy, zero-log]\ntitle: Words\n',
    );
  });

  it('rewraps folded text at the width it had, and keeps its header', () => {
    const text =
      'summary: >-\n  First words of a summary that is long enough to be folded over two lines of\n  text in the file.\nnext: 1\n';
    const value =
      'Other words of a summary that is long enough to be folded over two lines of text in the file, now longer.';
    const after = patchYaml(text, { summary: value, next: 1 });
    expect(after).toMatch(/^summary: >-\n {2}Other words/);
    expect(after.endsWith('\nnext: 1\n')).toBe(true);
    expect(data(after).summary).toBe(value);
  });

  it('adds a field after the others of its group, and leaves out fields the editor left empty', () => {
    const text = 'name: Premium\nprice: $3\n';
    expect(patchYaml(text, { name: 'Premium', price: '$3', badge: 'Most Popular', note: '' })).toBe(
      'name: Premium\nprice: $3\nbadge: Most Popular\n',
    );
  });

  it('removes a field the editor removed, line and all', () => {
    const text = 'name: Premium\nbadge: Most Popular\nprice: $3\n';
    expect(patchYaml(text, { name: 'Premium', price: '$3' })).toBe('name: Premium\nprice: $3\n');
  });

  it('adds and removes items at the end of a list, lined up with the others', () => {
    const text = 'features:\n  - One\n  - Two\nafter: x\n';
    expect(patchYaml(text, { features: ['One', 'Two', 'Three'], after: 'x' })).toBe(
      'features:\n  - One\n  - Two\n  - Three\nafter: x\n',
    );
    expect(patchYaml(text, { features: ['One'], after: 'x' })).toBe('features:\n  - One\nafter: x\n');
  });

  it('adds an item at the top of a list, or takes one out of the middle, and moves no other line', () => {
    const text =
      'changes:\n  - date: 2025-07-24\n    text: Second.\n  - date: 2025-03-01\n    text: First.\n';
    const newest = { date: '2026-01-02', text: 'Third.' };
    const [second, first] = data(text).changes as unknown[];
    expect(patchYaml(text, { changes: [newest, second, first] })).toBe(
      'changes:\n  - date: 2026-01-02\n    text: Third.\n  - date: 2025-07-24\n    text: Second.\n  - date: 2025-03-01\n    text: First.\n',
    );
    const three = patchYaml(text, { changes: [newest, second, first] });
    expect(patchYaml(three, { changes: [newest, first] })).toBe(
      'changes:\n  - date: 2026-01-02\n    text: Third.\n  - date: 2025-03-01\n    text: First.\n',
    );
  });

  it('keeps Windows line endings', () => {
    const text = 'a: 1\r\nb: two\r\n';
    expect(patchYaml(text, { a: 1, b: 'three', c: 'four' })).toBe('a: 1\r\nb: three\r\nc: four\r\n');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml, splitFrontMatter } from './parse';
import { readSimpleYaml } from './quick-yaml';

/**
 * What the check makes of a text with the quick reader turned off: the data, when the full parser
 * reads it with no problem at all.
 */
function fullRead(source: string): { data: unknown } | undefined {
  const { parsed, problems } = parseYaml(source, 'test.yaml', 0, { quick: false });
  return parsed && problems.length === 0 ? { data: parsed.data } : undefined;
}

function expectSameAsFullParser(source: string) {
  const quick = readSimpleYaml(source);
  if (quick) expect(quick, source).toEqual(fullRead(source));
}

// A small seeded generator, so a failure can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

const VALUES = [
  'hello world',
  'Note: read this',
  'C# tips',
  'a #b',
  'a#b',
  '"quoted"',
  '"with, comma"',
  "'single'",
  "'it''s'",
  '"esc \\" x"',
  '""',
  '007',
  '42',
  '-3',
  '+1',
  '1.5',
  '1e3',
  '.5',
  '0x1F',
  '0o17',
  '.inf',
  '.NaN',
  'True',
  'true',
  'FALSE',
  'NO',
  'yes',
  'on',
  '~',
  'null',
  'Null',
  '-x',
  '- x',
  '[a, b]',
  '[a, [b]]',
  '[a,b ]',
  '[a, b,]',
  '[]',
  '[ ]',
  '[a: b]',
  '[a:b]',
  '["a, b", c]',
  '[True, 1, x]',
  '{a: 1}',
  '*a',
  '&a x',
  '!tag x',
  '!!str 5',
  '2025-07-04',
  '2025-7-4',
  '2025-07-04T10:00:00Z',
  'https://x.example/a?b=c#d',
  'a: b: c',
  'x:',
  ':x',
  'ümlaut ✓',
  '{product} rocks',
  'Welcome to {product}',
  '100%',
  '@at',
  '`tick`',
  '|',
  '>',
  '%x',
  '? q',
  'trailing   ',
  'a , b',
  '$3/month',
  '© {year} {product}',
];
const KEYS = ['title', 'date', 'summary', 'tags', 'draft', 'on', 'a-b', '_x'];

function generated(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const lines: string[] = [];
  const count = 1 + Math.floor(next() * 4);
  for (let index = 0; index < count; index += 1) {
    const key = pick(KEYS);
    const shape = next();
    if (shape < 0.6) {
      lines.push(`${key}: ${pick(VALUES)}`);
    } else if (shape < 0.8) {
      lines.push(`${key}:`);
      const indent = pick(['', '  ', '    ']);
      for (let item = 0; item < 1 + Math.floor(next() * 3); item += 1) lines.push(`${indent}- ${pick(VALUES)}`);
    } else if (shape < 0.9) {
      lines.push(pick(['# a note', '', '   ', '  # indented note', '---', '  continued text']));
    } else {
      lines.push(pick([`${key}:${pick(VALUES)}`, `  ${key}: ${pick(VALUES)}`, `${key} : x`, `- ${pick(VALUES)}`]));
    }
  }
  return lines.join('\n') + (next() < 0.5 ? '\n' : '');
}

describe('readSimpleYaml', () => {
  it('reads plain front matter exactly as the full parser does', () => {
    const source = [
      'title: "Note: read this"',
      'date: 2025-07-20',
      'summary: A VPN can only protect what it never records, {product} included.',
      'tags: [privacy, zero-log]',
      'draft: true',
      'count: 007',
      'list:',
      '  - one',
      '  # a note between items',
      '  - two',
      "quoted: 'single'",
    ].join('\n');
    expect(readSimpleYaml(source)).toEqual({
      data: {
        title: 'Note: read this',
        date: '2025-07-20',
        summary: 'A VPN can only protect what it never records, {product} included.',
        tags: ['privacy', 'zero-log'],
        draft: true,
        count: 7,
        list: ['one', 'two'],
        quoted: 'single',
      },
    });
    expectSameAsFullParser(source);
  });

  it.each([
    ['a note after a text', 'title: Premium #1 plan'],
    ['an anchor', 'title: &a x'],
    ['a tag', 'date: !!timestamp 2025-07-04'],
    ['a text over two lines', 'summary: one\n  two'],
    ['nesting', 'cta:\n  label: Go'],
    ['a key written twice', 'a: 1\na: 2'],
    ['a value the core schema reads as a number', 'version: 1.10'],
    ['an empty key', 'tags:'],
    ['a line end with CR', 'title: x\r\n'],
  ])('leaves %s to the full parser', (_name, source) => {
    expect(readSimpleYaml(source)).toBeUndefined();
  });

  it('agrees with the full parser on every front matter in the project and the corpus', () => {
    const folders = ['content', 'src/content/__fixtures__'].map((folder) => path.resolve(import.meta.dirname, '../..', folder));
    let read = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder, { recursive: true }) as string[]) {
        if (!name.endsWith('.md')) continue;
        const parts = splitFrontMatter(readFileSync(path.join(folder, name), 'utf8'));
        if (!parts) continue;
        expectSameAsFullParser(parts.frontMatter);
        if (readSimpleYaml(parts.frontMatter)) read += 1;
      }
    }
    // Nearly every real front matter takes the quick path, which is what makes the check fast.
    expect(read).toBeGreaterThan(15);
  });

  it('agrees with the full parser on thousands of generated tricky texts', () => {
    const next = random(20250724);
    let read = 0;
    for (let index = 0; index < 5000; index += 1) {
      const source = generated(next);
      expectSameAsFullParser(source);
      if (readSimpleYaml(source)) read += 1;
    }
    // The generator must reach the quick path often, or the comparison would prove nothing.
    expect(read).toBeGreaterThan(500);
  }, 30_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../shared/front-matter';
import { characterFaults } from './characters';
import { quickData } from './quick';
import { yamlTraps } from './traps';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The data the full parse finds in a text with no problem, or nothing when it reports one (parse.ts). */
function fullData(source: string): { data: unknown } | undefined {
  const doc = parseDocument(source, { schema: 'core', prettyErrors: false });
  if (doc.errors.length > 0 || yamlTraps(doc, source).length > 0) return undefined;
  return { data: doc.toJS() ?? null };
}

/** Every YAML text of a folder: its YAML files, and its markdown files' front matter. */
function yamlTexts(folder: string): [string, string][] {
  const texts: [string, string][] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(md|ya?ml)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const yaml = entry.name.endsWith('.md') ? splitFrontMatter(text)?.frontMatter : text;
    if (yaml !== undefined) texts.push([path.relative(ROOT, file), yaml]);
  }
  return texts;
}

/**
 * The quick read must never differ from the full one: each text it reads must be one the full
 * parse reads without a problem, into the same data.
 */
function expectSameAsFull(source: string, label: string): void {
  // A text with a misread character is reported before either parse (parse.ts).
  if (characterFaults(source).length > 0) return;
  const quick = quickData(source);
  if (!quick) return;
  const full = fullData(source);
  expect(full, `${label}: the quick read took a text the full parse reports:\n${source}`).toBeDefined();
  expect(
    isDeepStrictEqual(quick.data, full!.data),
    `${label}: the two reads differ:\n${source}\n${JSON.stringify(quick.data)}\n${JSON.stringify(full!.data)}`,
  ).toBe(true);
}

describe('quickData', () => {
  it('reads a clean front matter, with numbers, truth values and nothing as YAML 1.2 does', () => {
    const source = [
      'title: "Fast: and quoted"',
      'date: 2025-07-10',
      'tags: [privacy, news]',
      'draft: false',
      'order: 3',
      'ratio: 0.5',
      'octal: 0o17',
      'binary: 0b101',
      'answer: NO',
      'empty:',
      '  - one',
    ].join('\n');
    expect(quickData(source)).toEqual({
      data: {
        title: 'Fast: and quoted',
        date: '2025-07-10',
        tags: ['privacy', 'news'],
        draft: false,
        order: 3,
        ratio: 0.5,
        octal: 15,
        binary: '0b101',
        answer: 'NO',
        empty: ['one'],
      },
    });
    expectSameAsFull(source, 'sample');
  });

  it('reads notes on lines of their own, and blocks of lines, as YAML 1.2 does', () => {
    const source = [
      '# A note at the top, with a # inside',
      'summary: >-',
      '  Folded into',
      '  one line.',
      '',
      '  A second paragraph.',
      'body: |',
      '  # not a note',
      '    kept as written',
      '  # a note',
      'items:',
      '  - name: One',
      '    text: |+',
      '      kept',
      '',
      '  - name: Two',
    ].join('\n');
    expect(quickData(source)).toEqual({
      data: {
        summary: 'Folded into one line.\nA second paragraph.',
        body: '# not a note\n  kept as written\n# a note\n',
        items: [{ name: 'One', text: 'kept\n\n' }, { name: 'Two' }],
      },
    });
    expectSameAsFull(source, 'notes and blocks');
  });

  it('reads a key written in quotes with a colon in it, as a translation records its sections', () => {
    const source = 'source:\n  "body: Our story": 6e7866fe\n  title: 0afb547b';
    expect(quickData(source)).toEqual({
      data: { source: { 'body: Our story': '6e7866fe', title: '0afb547b' } },
    });
    expectSameAsFull(source, 'quoted key');
  });

  it('leaves to the full parse every text that may hold a trap or a mistake', () => {
    const left = [
      'title: "Premium"#1',
      "title: 'Premium'#1",
      'tags: [a]#x',
      'title: Hello # note',
      'title: * note',
      'base: &a x\nother: *a',
      'date: !!str 2025-07-10',
      'path: "C:\\files"',
      'title:"Hello: world"',
      'summary: "runs on\nto the next line"',
      'summary: >2\n  folded',
      'summary: >\n    first\n  second',
      'summary: |\n  one\n  \n  two',
      '- >\n  an item',
      'tags: [a,\n  b]',
      'tags:\n  - one - two',
      'list: a\n  - b',
      '%YAML 1.1\n---\na: yes',
      'a: 1\r\nb: 2',
      'null: x',
      '1: one',
      'name: Premium\nname: Basic',
      'tags: [a,, b]',
      'a:b: x',
      '"a: b": 1\nc:\n  a:b: 2',
      '\tdate: x',
    ];
    for (const source of left) expect(quickData(source), source).toBeUndefined();
  });

  it('reads every file of the site and of the fixtures as the full parse does', () => {
    const texts = [
      ...yamlTexts(path.join(ROOT, 'content')),
      ...yamlTexts(path.join(ROOT, 'pipeline/content/__fixtures__')),
    ];
    expect(texts.length).toBeGreaterThan(50);
    for (const [file, source] of texts) expectSameAsFull(source, file);
  });

  it('never takes a text the full parse would report, nor reads one otherwise, for any one character typed or deleted anywhere', () => {
    const samples = [
      'title: Getting Started\ndate: 2025-07-10\nsummary: "What changes, step by step."\ntags: [privacy, news]\n',
      'plans:\n  - name: Premium\n    price: 3.5\n    features:\n      - Ten devices\n      - key: value\n',
      "heading: 'Quoted'\nbody: |\n  kept\n  lines\nflow: {a: 1, b: [x, y]}\n",
      'source:\n  item 1: 3364c373\nto: /#pricing\nhref: /support#help\n',
      'translation:\n  source:\n    "body: Our story": 6e7866fe\n    \'body: Plans: all\': 6e7866fe\n',
      '# note\nsummary: >-\n  one\n\n  two\nlist:\n  # inside\n  - text: |\n      a\n    b: c\n',
    ];
    const typed = [
      '"',
      "'",
      ':',
      '-',
      ' ',
      '  ',
      '[',
      ']',
      '{',
      '}',
      ',',
      '|',
      '>',
      '?',
      '\n',
      '\n  ',
      '@',
      '`',
      '0',
      '#',
      '\n#',
    ];
    let quick = 0;
    for (const sample of samples) {
      for (let at = 0; at <= sample.length; at += 1) {
        for (const character of typed) {
          const source = sample.slice(0, at) + character + sample.slice(at);
          if (quickData(source)) quick += 1;
          expectSameAsFull(source, `${JSON.stringify(character)} typed at ${at}`);
        }
        expectSameAsFull(sample.slice(0, at) + sample.slice(at + 1), `character ${at} deleted`);
      }
    }
    // Most of the variants are still clean YAML, which is what makes the comparison worth running.
    expect(quick).toBeGreaterThan(1000);
  });
});

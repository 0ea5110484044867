import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';
import { shownBlock, splitBlocks, unwrapMarkdown, wrapBlock, wrapWidth } from './markdown-wrap';

const content = path.resolve(import.meta.dirname, '../content');

/** The bodies of the content's markdown files, by path: the legal texts, posts, pages and audits. */
function bodies(): [string, string][] {
  return readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.includes('versions') && file !== 'README.md')
    .map((file) => [file, splitFrontMatter(readFileSync(path.join(content, file), 'utf8'))?.body ?? '']);
}

describe('unwrapMarkdown', () => {
  it('puts each paragraph and list item of every content file on one line, and the page shows it the same', () => {
    for (const [file, body] of bodies()) {
      const unwrapped = unwrapMarkdown(body);
      const before = splitBlocks(body).blocks;
      const after = splitBlocks(unwrapped).blocks;
      expect(after, file).toHaveLength(before.length);
      after.forEach((block, index) => {
        expect(shownBlock(block), file).toBe(shownBlock(before[index]));
        if (/^[A-Za-z{]/.test(block)) expect(block, file).not.toContain('\n');
        // A list keeps one line per item.
        if (/^- /.test(block))
          expect(
            block.split('\n').every((line) => /^\s*- /.test(line)),
            file,
          ).toBe(true);
      });
    }
  });

  it('keeps a hard line break, a quote’s marks, and blocks that are not prose', () => {
    expect(unwrapMarkdown('Two spaces end  \nthis line.\n\n> A quote\n> on two lines.\n')).toBe(
      'Two spaces end  \nthis line.\n\n> A quote on two lines.\n',
    );
    const code = '```\nkept\nas it is\n```';
    expect(unwrapMarkdown(code)).toBe(code);
    expect(unwrapMarkdown('A heading\n=========')).toBe('A heading\n=========');
  });
});

describe('wrapWidth and wrapBlock', () => {
  it("find the file's width from its wrapped lines, and none where no paragraph is wrapped", () => {
    expect(wrapWidth('A line that runs on\ninto the next.\n\nShort.\n')).toBe(19);
    expect(wrapWidth('One line.\n\nAnother line.\n')).toBeUndefined();
  });

  it('wrap a paragraph, a list item and a quote at the width, never starting a line that would start a block', () => {
    expect(wrapBlock('one two three four five six', 13)).toBe('one two three\nfour five six');
    expect(wrapBlock('- one two three four five six', 13)).toBe('- one two\n  three four\n  five six');
    expect(wrapBlock('> one two three four five', 13)).toBe('> one two\n> three four\n> five');
    // "- " or "1. " at the start of a line would make a list: the line runs longer instead.
    expect(wrapBlock('It costs less than - 5 dollars', 18)).toBe('It costs less than -\n5 dollars');
    expect(wrapBlock('Items number 1. and more', 12)).toBe('Items number 1.\nand more');
    expect(wrapBlock('## A heading is never wrapped at all', 10)).toBe(
      '## A heading is never wrapped at all',
    );
    expect(wrapBlock('A paragraph stays as it is', undefined)).toBe('A paragraph stays as it is');
  });

  it('wrap every paragraph of the content again at its width, showing the same', () => {
    for (const [file, body] of bodies()) {
      const width = wrapWidth(body);
      if (width === undefined) continue;
      for (const block of splitBlocks(unwrapMarkdown(body)).blocks) {
        const wrapped = wrapBlock(block, width);
        expect(shownBlock(wrapped), file).toBe(shownBlock(block));
        for (const line of wrapped.split('\n'))
          if (line.includes(' ') && !/^#/.test(line))
            expect(line.length, `${file}: ${line}`).toBeLessThanOrEqual(width + 20);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseMarkdown, shownBody, wordCount } from './markdown';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts the words of the text, not the marks of markdown', () => {
    expect(wordCount(parseMarkdown('## Two words\n\nand **three** more').tokens)).toBe(5);
    expect(wordCount(parseMarkdown('').tokens)).toBe(0);
  });

  it('rounds up to whole minutes and never says less than one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE + 1)).toBe(2);
    expect(shownBody(parseMarkdown('word '.repeat(WORDS_PER_MINUTE * 7))).minutes).toBe(7);
  });
});

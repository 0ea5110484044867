import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts the words of the text, not of the tags', () => {
    expect(wordCount('<h2 id="a-b">Two words</h2><p>and <strong>three</strong> more</p>')).toBe(5);
    expect(wordCount('')).toBe(0);
  });

  it('rounds up to whole minutes and never says less than one', () => {
    const words = (count: number) => `<p>${'word '.repeat(count)}</p>`;
    expect(readingMinutes(words(0))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 7))).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { closest } from './issue-messages';

describe('closest', () => {
  it('suggests the nearest known word, ignoring case, and the first of two as near', () => {
    expect(closest('lable', ['name', 'label', 'level'])).toBe('label');
    expect(closest('TITEL', ['summary', 'Title'])).toBe('Title');
    expect(closest('/blog/a-post-in-2020', ['/blog/a-post-in-2021', '/blog/a-post-in-2022'])).toBe(
      '/blog/a-post-in-2021',
    );
  });

  it('finds a word many edits away when it is within a third of the letters', () => {
    const pages = ['/about', '/blog/a-guide-to-leaks-for-families', '/blog/another-post'];
    expect(closest('/blog/a-guide-to-leaks-for-travellers', pages)).toBe(
      '/blog/a-guide-to-leaks-for-families',
    );
  });

  it('suggests nothing when every word is further than that', () => {
    expect(closest('colour', ['title', 'summary'])).toBeUndefined();
    expect(closest('ab', ['xyz'])).toBeUndefined();
    expect(closest('word', [])).toBeUndefined();
  });
});

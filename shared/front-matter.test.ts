import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('accepts --- lines followed by spaces, and Windows line endings', () => {
    expect(splitFrontMatter('---  \ntitle: x\n--- \t\nBody')).toMatchObject({
      frontMatter: 'title: x',
      body: 'Body',
      bodyLine: 4,
    });
    expect(splitFrontMatter('---\r\ntitle: x\r\n---\r\nBody')).toMatchObject({
      frontMatter: 'title: x',
      body: 'Body',
    });
  });

  it('finds no front matter when it is closed the wrong way, even with a --- further down', () => {
    expect(splitFrontMatter('---\ntitle: x\n...\n\nText\n\n---\n\nMore\n')).toBeUndefined();
  });
});

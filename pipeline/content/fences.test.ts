import { describe, expect, it } from 'vitest';
import { frontMatterFenceProblem } from './fences';

describe('frontMatterFenceProblem', () => {
  it('points at a line meant to open or close the front matter', () => {
    expect(frontMatterFenceProblem('---\ntitle: x\n----\nBody\n')).toEqual({
      line: 3,
      column: 1,
      message: 'end the front matter with a line of exactly three dashes ---, at the start of the line',
    });
    expect(frontMatterFenceProblem('---\ntitle: x\n  ---\nBody\n')).toMatchObject({ line: 3 });
    expect(frontMatterFenceProblem('–-\ntitle: x\n–-\nBody\n')).toMatchObject({
      line: 1,
      message: expect.stringMatching(/long dash$/),
    });
  });

  it('says nothing of a file with no front matter at all', () => {
    expect(frontMatterFenceProblem('Just some words.\n')).toBeUndefined();
    expect(frontMatterFenceProblem('- a list\n')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatPath,
  formatProblem,
  githubAnnotation,
  printable,
  reportLines,
  sortProblems,
  summarize,
} from './problem';

const tag = { file: 'content/blog/hello.md', line: 4, column: 8, path: 'tags[1]', message: 'should be text' };
const whole = { file: 'content/blog/Hello.md', line: 1, column: 1, path: '', message: 'bad name' };
const other = {
  file: 'content/servers.yaml',
  line: 2,
  column: 9,
  path: '[0].code',
  message: 'use DE, not de',
};

describe('formatProblem', () => {
  it('writes the place an editor can click, the field and the message', () => {
    expect(formatProblem(tag)).toBe('content/blog/hello.md:4:8  tags[1]: should be text');
  });

  it('leaves the field out for a problem with the whole file', () => {
    expect(formatProblem(whole)).toBe('content/blog/Hello.md:1:1  bad name');
  });
});

describe('printable', () => {
  it('writes what a terminal or a log would act on as visible escapes, and leaves the rest', () => {
    expect(printable('a\x1b[2Jb')).toBe('a\\x1b[2Jb');
    expect(printable('one\r\n::error::two\tthree')).toBe('one\\r\\n::error::two\\tthree');
    expect(printable('\u009b31m \x7f \x00')).toBe('\\x9b31m \\x7f \\x00');
    expect(printable('txt.\u202eexe \u2066x\u2069 \u2028')).toBe('txt.\\u202eexe \\u2066x\\u2069 \\u2028');
    // Words of every script, joiners and marks included, and backslashes are printed as they are.
    for (const text of ['content/blog/hello.md', 'حریم\u200cخصوصی', '中文', 'a\\b', ''])
      expect(printable(text)).toBe(text);
  });
});

describe('formatProblem with text a file controls', () => {
  it('keeps each problem on one line of visible text: its file, its field and its message', () => {
    const hostile = {
      file: 'content/blog/a\x1b[2J\n::error::b.md',
      line: 1,
      column: 1,
      path: 'tags[0]\r',
      message: 'quotes "\n::warning::x"',
    };
    expect(formatProblem(hostile)).toBe(
      'content/blog/a\\x1b[2J\\n::error::b.md:1:1  tags[0]\\r: quotes "\\n::warning::x"',
    );
    expect(githubAnnotation(hostile)).toBe(
      '::error file=content/blog/a\\x1b[2J\\n%3A%3Aerror%3A%3Ab.md,line=1,col=1,title=Content problem::tags[0]\\r: quotes "\\n::warning::x"',
    );
  });
});

describe('formatPath', () => {
  it('writes keys with dots and list positions in brackets', () => {
    expect(formatPath(['hero', 'bullets', 2])).toBe('hero.bullets[2]');
    expect(formatPath([0, 'cta', 'action', 'to'])).toBe('[0].cta.action.to');
  });
});

describe('summarize', () => {
  it('counts problems, the files they are in, and the files checked', () => {
    expect(summarize([tag, { ...tag, line: 5 }], 23)).toBe('2 problems in 1 file, 23 files checked');
    expect(summarize([tag, other], 23)).toBe('2 problems in 2 files, 23 files checked');
    expect(summarize([tag], 1)).toBe('1 problem in 1 file, 1 file checked');
    expect(summarize([], 23)).toBe('No problems, 23 files checked');
  });
});

describe('githubAnnotation', () => {
  it('marks the line in a pull request', () => {
    expect(githubAnnotation(tag)).toBe(
      '::error file=content/blog/hello.md,line=4,col=8,title=Content problem::tags[1]: should be text',
    );
  });

  it('escapes what GitHub would read as the end of a property or of the message', () => {
    // A line break is already a visible \n, as on the problem's own line.
    const odd = { ...whole, file: 'content/a,b:c.md', message: '100% sure\nsecond line' };
    expect(githubAnnotation(odd)).toBe(
      '::error file=content/a%2Cb%3Ac.md,line=1,col=1,title=Content problem::100%25 sure\\nsecond line',
    );
  });
});

describe('reportLines', () => {
  it('lists problems by file and position, then the summary', () => {
    expect(reportLines([other, tag, whole], 23)).toEqual([
      'content/blog/Hello.md:1:1  bad name',
      'content/blog/hello.md:4:8  tags[1]: should be text',
      'content/servers.yaml:2:9  [0].code: use DE, not de',
      '3 problems in 3 files, 23 files checked',
    ]);
  });

  it('adds an annotation after each problem on CI', () => {
    expect(reportLines([tag], 23, true)).toEqual([
      'content/blog/hello.md:4:8  tags[1]: should be text',
      '::error file=content/blog/hello.md,line=4,col=8,title=Content problem::tags[1]: should be text',
      '1 problem in 1 file, 23 files checked',
    ]);
  });

  it('sorts problems on one line by column', () => {
    expect(sortProblems([{ ...tag, column: 20 }, tag]).map((p) => p.column)).toEqual([8, 20]);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeText, frontMatterFenceProblem, parseYaml, splitFrontMatter } from './parse';
import { formatProblem } from './problem';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

/** The lines the check prints for a YAML text, as if it were content/test.yaml. */
const lines = (source: string) => parseYaml(source, 'content/test.yaml').problems.map(formatProblem);

describe('decodeText', () => {
  it('reads UTF-8, with or without a byte order mark, and lines ending in LF, CRLF or both', () => {
    expect(decodeText(bytes('name: Café\n'))).toEqual({ text: 'name: Café\n' });
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'name: Café\n'))).toEqual({ text: 'name: Café\n' });
    expect(decodeText(bytes('a: 1\r\nb: 2\nc: 3\r\n'))).toEqual({ text: 'a: 1\r\nb: 2\nc: 3\r\n' });
  });

  it('refuses UTF-16 in either byte order, and any file holding a zero byte', () => {
    const le = Buffer.from('\uFEFFname: x\n', 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeText(le)).toMatchObject({
      line: 1,
      column: 1,
      message: expect.stringMatching(/^this file is saved as UTF-16 LE/),
    });
    expect(decodeText(be)).toMatchObject({
      message: expect.stringMatching(/^this file is saved as UTF-16 BE/),
    });
    expect(decodeText(Buffer.from('name: x\n', 'utf16le'))).toMatchObject({
      message: expect.stringMatching(
        /^this file is not plain text saved as UTF-8 \(it may be saved as UTF-16/,
      ),
    });
  });

  it('points at the first byte that is not UTF-8, counting a byte order mark as nothing', () => {
    const latin1 = bytes([0xef, 0xbb, 0xbf], 'name: Premium\nprice: 3 ', [0x80], '\n');
    expect(decodeText(latin1)).toMatchObject({
      line: 2,
      column: 10,
      message: expect.stringMatching(
        /^this file is not saved as UTF-8, so the character here cannot be read \(it may be €\);/,
      ),
    });
    expect(decodeText(bytes('a: ', [0x81], '\n'))).toMatchObject({
      message: expect.stringMatching(
        /^this file is not saved as UTF-8, so the character here cannot be read;/,
      ),
    });
  });

  it('points at the first line that ends with a lone CR', () => {
    expect(decodeText(bytes('a: 1\r\nbb: 2\rc: 3\r\n'))).toMatchObject({ line: 2, column: 6 });
  });
});

describe('parseYaml', () => {
  it('accepts what YAML reads as the editor meant it', () => {
    const clean = [
      'tags:\n  -\tprivacy\n  - \tnews\n',
      'title: Café\u00A0Noir and 10\u00A0devices\n',
      'heading: Posts tagged “{tag}”\nquote: “Fast,” they said\ntwo: “a” and “b”\n',
      'family: 👨\u200D👩\u200D👧\n',
      'title : Hello \nsummary: one\n  \tand two\n',
      'note: |\n  keep\n  \tthis tab\n',
    ];
    for (const source of clean) expect(lines(source), source).toEqual([]);
  });

  it('reports every tab in the indentation, and nothing the tabs confused the parser into', () => {
    expect(lines('trial:\n\theading: Try it\n  text: Full access\nmeta:\n\ttitle: x\n')).toEqual([
      'content/test.yaml:2:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
      'content/test.yaml:5:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
    ]);
  });

  it('counts the lines of front matter from the line it starts on', () => {
    const { problems } = parseYaml('title: Hello\n\tdate: 2025-07-10\n', 'content/blog/a.md', 1);
    expect(problems.map(formatProblem)).toEqual([
      'content/blog/a.md:3:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
    ]);
  });

  it('reports a misread character where YAML would read the file without an error', () => {
    expect(lines('- country: US\n  code: U\u200BS\n')).toEqual([
      'content/test.yaml:2:10  there is an invisible character here, a zero-width space, often pasted from a web page or another program: click on this place and press Delete once to remove it',
    ]);
    expect(lines('title: ‘Hello’\n')).toEqual([
      'content/test.yaml:1:8  ‘ ’ are curly quotes, which YAML does not read as quotes: type straight quotes instead, for example title: "Hello" (to keep the curly quotes in the text, put straight quotes around them)',
    ]);
    expect(lines('title\u00A0: Hello\n')).toEqual([
      'content/test.yaml:1:6  there is a non-breaking space here (often pasted from a web page or a word processor), which YAML does not read as a space: delete it and type an ordinary space',
    ]);
  });

  it('reports a field written name:"text", which YAML reads as one longer name', () => {
    expect(lines('title:"Hello: world"\n')).toEqual([
      'content/test.yaml:1:7  put a space after the ":" here, so that it reads title: "Hello: world"',
    ]);
  });

  it('reports mistakes that do not upset the lines after them, each on its line', () => {
    expect(lines('name: Premium\nname: Basic\nprice: @3\ntags: [a,, b]\n')).toEqual([
      'content/test.yaml:2:1  this field is written twice in the same place; keep one',
      'content/test.yaml:3:8  a text cannot start with @ unless it is in quotes; put the whole text in quotes: "@3"',
      'content/test.yaml:4:10  there is a comma too many in this list written in [ ]; remove it',
    ]);
  });

  it('stops at a line out of line, since the lines after it are read wrong', () => {
    expect(lines('- country: US\n   code: US\n  latency: 5\n- country: DE\n code: DE\n')).toEqual([
      'content/test.yaml:2:4  this line and the one above it are fields of the same group, so they must start at the same column: line them up, using spaces',
    ]);
  });

  it('gives a plain hint for the rarer mistakes', () => {
    expect(lines('path: "C:\\files"\n')).toEqual([
      "content/test.yaml:1:10  path: a \\ inside double quotes starts a special character; write \\\\ for one \\, or put the text in single quotes instead, for example 'C:\\files'",
    ]);
    expect(lines('path: "C:\\path"\n')).toEqual([
      "content/test.yaml:1:10  a \\ inside double quotes starts a special character; write \\\\ for one \\, or put the text in single quotes instead, for example 'C:\\files'",
    ]);
    expect(lines('title: "Premium"#1\n')).toEqual([
      'content/test.yaml:1:17  a # right after a closing quote is not allowed; put a space before the #, or move the # inside the quotes',
    ]);
    expect(lines('title: * note\n')).toEqual([
      'content/test.yaml:1:8  a text cannot start with * unless it is in quotes, for example "* note"',
    ]);
    expect(lines('tags: [a, b]]\n')).toEqual([
      'content/test.yaml:1:13  there is a ] here that closes no [; remove it, or put the whole text in quotes',
    ]);
  });
});

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

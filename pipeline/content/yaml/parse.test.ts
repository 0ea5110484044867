import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problem';
import { parseYaml } from './parse';

/** The lines the check prints for a YAML text, as if it were content/test.yaml. */
const lines = (source: string) => parseYaml(source, 'content/test.yaml').problems.map(formatProblem);

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

import type { YAMLError } from 'yaml';

const QUOTE_EXAMPLE = 'for example title: "Note: read this"';

export const TAB_HINT =
  'tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)';

export const BACKSLASH_HINT =
  "a \\ inside double quotes starts a special character; write \\\\ for one \\, or put the text in single quotes instead, for example 'C:\\files'";

const STARTS_WITH_MARKER =
  'a text cannot start with !, & or * unless it is in quotes; put the whole text in quotes, for example "* note"';

// The first hint whose code matches, and whose words match the parser's message when it names some, wins.
const YAML_HINTS: { code: string; words?: RegExp; hint: string }[] = [
  {
    code: 'BLOCK_AS_IMPLICIT_KEY',
    hint: `this text holds ": ", which YAML reads as a new field; put the whole text in quotes, ${QUOTE_EXAMPLE}`,
  },
  {
    code: 'MULTILINE_IMPLICIT_KEY',
    hint: 'this line could not be read: a field is written name: value, and a list item starts with "- " under its field',
  },
  { code: 'DUPLICATE_KEY', hint: 'this field is written twice in the same place; keep one' },
  {
    code: 'BAD_INDENT',
    words: /flow sequence/i,
    hint: 'a list written in [ ] is missing its closing ]',
  },
  {
    code: 'BAD_INDENT',
    words: /flow map/i,
    hint: 'a group written in { } is missing its closing }; if the text starts with {, put it in quotes, for example "{host}/file"',
  },
  {
    code: 'BAD_INDENT',
    hint: 'the indentation is off: start this line at the same column as the fields around it, using spaces',
  },
  { code: 'TAB_AS_INDENT', hint: TAB_HINT },
  { code: 'MISSING_CHAR', words: /quote/i, hint: 'a text opened with a quote here is never closed' },
  {
    code: 'MISSING_CHAR',
    words: /flow sequence/i,
    hint: 'a list written in [ ] is missing its closing ]',
  },
  {
    code: 'MISSING_CHAR',
    words: /between flow/i,
    hint: 'separate the items of a list written in [ ] with a comma and a space, for example [privacy, zero-log]',
  },
  {
    code: 'MISSING_CHAR',
    words: /comments must be separated/i,
    hint: 'a # right after a closing quote is not allowed; put a space before the #, or move the # inside the quotes',
  },
  {
    code: 'MISSING_CHAR',
    words: /directives-end/i,
    hint: 'a line cannot start with %; put the whole text in quotes, for example "%50 off"',
  },
  {
    code: 'MISSING_CHAR',
    words: /tags and anchors/i,
    hint: STARTS_WITH_MARKER,
  },
  {
    code: 'MISSING_CHAR',
    hint: 'something is missing here: check that each field is written name: value and quotes and brackets are closed',
  },
  { code: 'BAD_DQ_ESCAPE', hint: BACKSLASH_HINT },
  {
    code: 'BAD_ALIAS',
    words: /anchor/i,
    hint: 'a text cannot start with & unless it is in quotes, for example "& more"',
  },
  { code: 'BAD_ALIAS', hint: 'a text cannot start with * unless it is in quotes, for example "* note"' },
  {
    code: 'BAD_SCALAR_START',
    hint: 'a text cannot start with this character unless it is in quotes, for example title: "@masky"',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /scalar at node end/i,
    hint: 'there is more text after a closing quote; put the whole text in quotes, and write a quote inside it as \\" (or use single quotes outside)',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /unexpected , in flow/i,
    hint: 'there is a comma too many in this list written in [ ]; remove it',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /flow-seq-end/i,
    hint: 'there is a ] here that closes no [; remove it, or put the whole text in quotes',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /flow-map-end/i,
    hint: 'there is a } here that closes no {; remove it, or put the whole text in quotes',
  },
  {
    code: 'UNEXPECTED_TOKEN',
    words: /block scalar header/i,
    hint: 'nothing but - or + may follow a | or > on its line; start the text on the next line, indented',
  },
  {
    code: 'BLOCK_IN_FLOW',
    hint: 'a list written in [ ] cannot hold lines starting with "- "; use either [a, b] or one "- " line per item',
  },
  {
    code: 'KEY_OVER_1024_CHARS',
    hint: `this line is too long to be a field; if the text holds ": ", put the whole text in quotes, ${QUOTE_EXAMPLE}`,
  },
  {
    code: 'MULTIPLE_DOCS',
    hint: 'a line --- splits this file in two; remove it (only markdown files have --- lines, around the front matter)',
  },
  ...[
    'ALIAS_PROPS',
    'BAD_PROP_ORDER',
    'MULTIPLE_ANCHORS',
    'MULTIPLE_TAGS',
    'TAG_RESOLVE_FAILED',
    'BAD_COLLECTION_TYPE',
  ].map((code) => ({ code, hint: STARTS_WITH_MARKER })),
  {
    code: 'UNEXPECTED_TOKEN',
    hint: 'something here is out of place; check the quotes and the indentation',
  },
];

export function hintFor(error: YAMLError): string {
  const match = YAML_HINTS.find(
    (entry) => entry.code === error.code && (!entry.words || entry.words.test(error.message)),
  );
  return match?.hint ?? 'this line is not valid YAML; check the quotes and the indentation';
}

import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { occurrences } from '../../../shared/occurrences';

/**
 * The quick way through a YAML text that holds nothing the full parse looks for. The `yaml`
 * package's document, which keeps every value's place and how it was written, is what the hints
 * and the traps (traps.ts) need, and what a problem's line and column come from; building it takes
 * a third of a millisecond for a post's front matter, over a second for 5,000 posts, and most of a
 * cold content check. js-yaml reads the same text into the same data in a tenth of that time, and
 * keeps nothing else. So a text goes this way only when it cannot hold a trap and js-yaml reads
 * it without complaint; any other text, and every text with a problem, is parsed in full as
 * before, which finds the same data and also the problems (yaml/parse.ts).
 */

/** A plain scalar of YAML 1.2's core schema, matched and made as the `yaml` package does (its schema/core). */
const scalar = (name: string, pattern: RegExp, make: (text: string) => unknown) =>
  new Type(`tag:yaml.org,2002:${name}`, {
    kind: 'scalar',
    resolve: (text: string | null) => text !== null && pattern.test(text),
    construct: make,
  });

/**
 * YAML 1.2's core schema, as the `yaml` package reads it: js-yaml's own core schema also takes
 * binary numbers, signed hexadecimal ones and a few more, which the `yaml` package keeps as text.
 */
const CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', /^(?:~|[Nn]ull|NULL)?$/, () => null),
    scalar('bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'),
    scalar('int', /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/, (text) =>
      text[1] === 'o'
        ? parseInt(text.slice(2), 8)
        : text[1] === 'x'
          ? parseInt(text.slice(2), 16)
          : parseInt(text, 10),
    ),
    scalar(
      'float',
      /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
      (text) =>
        /nan$/i.test(text)
          ? NaN
          : /inf$/i.test(text)
            ? (text[0] === '-' ? -1 : 1) * Infinity
            : parseFloat(text),
    ),
  ],
});

/**
 * What in a text may be a trap, or may be read otherwise by the two parsers: a tag, an anchor or
 * an alias where a value can start; a `#` after a space, which starts a note that may hide the rest
 * of a value, or after a quote or a bracket, where js-yaml also takes it as a note and the `yaml`
 * package reports it (any other `#`, as in `/#pricing`, is a letter of the text to both); a
 * backslash; a `%` directive; a carriage return. Wider than the traps themselves, so that a text
 * that passes holds none. A line that is only a note (NOTE_LINE) is looked past, since neither
 * parser reads anything in it.
 */
const MAY_HOLD_TRAP = /(?:^[ \t]*|[:?\-[{,][ \t]*)[!&*]|(?:^|[\s"'\]},])#|\\|^%|\r/m;

/** A line that is only a note. */
const NOTE_LINE = /^[ \t]*#.*$/gm;

/**
 * A key that both parsers read as the same text: a name, or words of a name's letters with one
 * space between them (`item 1`). A key such as `1`, `true` or `null` is a number, a truth value or
 * nothing to YAML, which each parser turns back into a key its own way.
 */
const NAME = /^[A-Za-z_][\w.-]*(?: [\w.-]+)*$/;
const NOT_A_NAME = /^(?:null|true|false)$/i;

/**
 * A line that starts a field (`name: value`, `- name: value`, `"name: in quotes": value`, with
 * no quote inside the quotes), or a list item (`- value`); what follows is its value.
 */
const FIELD_OR_ITEM = /^ *(?:- +)*(?:(?:[A-Za-z_][\w.-]*(?: [\w.-]+)*|"[^"]*"|'[^']*'):(?: +|$)|-(?: +|$))/;

/** A field's value that starts a block of lines (`|`, `>`, with `-` or `+`), indented below it. */
const BLOCK_START = /^[|>][+-]?$/;

/**
 * Whether every value of a text is on the line of its field or list item, or in a block of lines
 * started with `|` or `>` after a field, each indented alike below it: the two parsers differ on
 * how far a text that runs on to the next lines may be indented (js-yaml takes some that the `yaml`
 * package reports), so a text with a line of any other kind, with a value in quotes or brackets
 * that its line does not close, or with a block whose lines are not all indented at least as far as
 * its first, is left to the full parse. A line that is only a note is looked past.
 */
function oneLineValues(source: string): boolean {
  // While in a block: the column of its field's name, and the indentation of its first line.
  let block: { field: number; indent?: number } | undefined;
  for (const line of source.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (block) {
      if (line === '') continue;
      // A line of spaces only, inside a block, is read differently by the two parsers in some places.
      if (indent === line.length) return false;
      if (indent > block.field) {
        block.indent ??= indent;
        if (indent < block.indent) return false;
        continue;
      }
      block = undefined;
    }
    if (line.trim() === '' || /^[ \t]*#/.test(line)) continue;
    const start = FIELD_OR_ITEM.exec(line);
    if (!start) return false;
    const value = line.slice(start[0].length);
    if (BLOCK_START.test(value) && start[0].trimEnd().endsWith(':')) {
      block = { field: /^ *(?:- +)*/.exec(line)![0].length };
      continue;
    }
    const first = value[0];
    if (first === '"' && occurrences(value, '"') % 2 !== 0) return false;
    if (first === "'" && occurrences(value, "'") % 2 !== 0) return false;
    if (
      (first === '[' || first === '{') &&
      occurrences(value, '[') + occurrences(value, '{') !== occurrences(value, ']') + occurrences(value, '}')
    )
      return false;
  }
  return true;
}

/**
 * Whether data holds none of the traps that are found in values: a text with " - " in it, which
 * may be list items joined into one text, and a key with ":" in it, which may be a field written
 * without the space after its colon. A key with a colon and a space in it, such as a translation's
 * `"body: Our story"`, is no such field: YAML ends a key written without quotes at the first colon
 * followed by a space, so only quotes can have made it, and both parsers read it alike.
 */
function holdsNoTrap(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes(' - ');
  if (Array.isArray(value)) return value.every(holdsNoTrap);
  if (value === null || typeof value !== 'object') return true;
  for (const [key, item] of Object.entries(value)) {
    const plain = NAME.test(key) && !NOT_A_NAME.test(key);
    if (!(plain || key.includes(': ')) || !holdsNoTrap(item)) return false;
  }
  return true;
}

/**
 * The data of a YAML text, when it holds nothing that needs the full parse; nothing otherwise.
 * Its data is what the `yaml` package's core schema makes of it, with `null` for an empty text.
 */
export function quickData(source: string): { data: unknown } | undefined {
  const screened = source.includes('#') ? source.replace(NOTE_LINE, '') : source;
  if (MAY_HOLD_TRAP.test(screened) || !oneLineValues(source)) return undefined;
  let data: unknown;
  try {
    data = load(source, { schema: CORE });
  } catch {
    return undefined;
  }
  return holdsNoTrap(data) ? { data: data ?? null } : undefined;
}

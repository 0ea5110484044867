/**
 * A quick reader for the plain YAML that nearly every front matter is: one `key: value` a line,
 * where a value is a plain text, a number, true or false, a text in quotes with no escapes, a list
 * written `[a, b]`, or a list of `- item` lines under its key. It reads such a text about fifty
 * times faster than a full YAML parser, which keeps a check of thousands of posts quick.
 *
 * It reads nothing it is not sure of: for anything else (nesting, comments after a value, escapes,
 * anchors, tags, text running over several lines, values the core schema would read as something
 * other than text) it gives up and returns undefined, and the full parser reads the file. Where
 * it does read a text, it gives exactly what the full parser would; a test holds it to that.
 */

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
const ITEM_LINE = /^([ ]*)-[ ]+(.*)$/;
const SKIPPED_LINE = /^[ ]*(?:#.*)?$/;

// Characters that give a plain text a meaning of its own when they start it.
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`']);

// Plain texts that the YAML core schema reads as null, true/false or a number.
const CORE_NON_TEXT =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

const GIVE_UP = Symbol('give up');
type Scalar = string | number | boolean | typeof GIVE_UP;

/** Reads one value written on a single line, as a block value or as an item of a `[ ]` list. */
function scalar(raw: string, inFlow: boolean): Scalar {
  const text = raw.replace(/[ ]+$/, '');
  if (text === '') return GIVE_UP;
  const quoted = /^"([^"\\]*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return inFlow && /[,[\]{}]/.test(quoted[1]) ? GIVE_UP : quoted[1];
  if (INDICATORS.has(text[0]) || text.includes(': ') || text.includes(' #') || text.endsWith(':')) return GIVE_UP;
  if (inFlow && /[,:[\]{}]/.test(text)) return GIVE_UP;
  if (CORE_NON_TEXT.test(text)) {
    if (text === 'true' || text === 'false') return text === 'true';
    if (/^[0-9]{1,15}$/.test(text)) return Number(text);
    return GIVE_UP;
  }
  return text;
}

/** Reads a list written `[a, b, c]`. */
function flowList(text: string): Scalar[] | typeof GIVE_UP {
  const inner = /^\[(.*)\][ ]*$/.exec(text)?.[1];
  if (inner === undefined) return GIVE_UP;
  if (inner.trim() === '') return [];
  const items = inner.split(',').map((item) => scalar(item.trim(), true));
  return items.includes(GIVE_UP) ? GIVE_UP : items;
}

/**
 * Reads a plain front matter or YAML file, or returns undefined when it holds anything the quick
 * reader is not sure of.
 */
export function readSimpleYaml(source: string): { data: Record<string, unknown> } | undefined {
  // Line ends other than \n, tabs, byte order marks and control characters go to the full parser.
  if (/[\t\uFEFF]|[^\P{Cc}\n]/u.test(source)) return undefined;
  const lines = source.split('\n');
  const data: Record<string, unknown> = {};
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    index += 1;
    if (SKIPPED_LINE.test(line)) continue;
    const match = KEY_LINE.exec(line);
    if (!match || Object.hasOwn(data, match[1]) || match[1] === '__proto__') return undefined;
    const [, key, value = ''] = match;
    if (value.trim() !== '') {
      const read = value.startsWith('[') ? flowList(value) : scalar(value, false);
      if (read === GIVE_UP || (Array.isArray(read) && read.includes(GIVE_UP))) return undefined;
      data[key] = read;
      continue;
    }
    // A key with nothing after it: the `- item` lines under it, all at one indentation.
    const items: unknown[] = [];
    let indent: string | undefined;
    while (index < lines.length) {
      if (SKIPPED_LINE.test(lines[index])) {
        index += 1;
        continue;
      }
      const item = ITEM_LINE.exec(lines[index]);
      if (!item) break;
      if (indent !== undefined && item[1] !== indent) return undefined;
      indent = item[1];
      const read = scalar(item[2], false);
      if (read === GIVE_UP) return undefined;
      items.push(read);
      index += 1;
    }
    if (items.length === 0) return undefined;
    data[key] = items;
  }
  return Object.keys(data).length > 0 ? { data } : undefined;
}

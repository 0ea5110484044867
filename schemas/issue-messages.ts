import leven from 'leven';
import type { z } from 'zod';
import { formatPath } from './field-path';
import { schemaDef } from './zod-def';

type Issue = z.core.$ZodIssue;

/** The first of `words` nearest to `word` if it is fewer than `beyond` edits away. */
function nearest(word: string, words: readonly string[], beyond: number): string | undefined {
  let best: string | undefined;
  let bestDistance = beyond;
  for (const candidate of words) {
    // A word whose length differs by d is at least d edits away.
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    // Counting stops at bestDistance, which then only says "no nearer".
    const distance = leven(word, candidate, { maxDistance: bestDistance });
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The known word closest to a mistyped one, ignoring case, if it is close enough to be what the
 * editor meant: at most a third of its letters, or two, edited. Most mistakes are a letter or two,
 * so the words within two edits are looked for first, then within four, eight and so on: counting
 * stops early for every word further than that, and a check that finds a thousand broken links
 * among five thousand pages then still suggests each in a moment.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  // Of the words that differ only in case, the first is the one suggested.
  const byLowerCase = new Map<string, string>();
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (!byLowerCase.has(lower)) byLowerCase.set(lower, candidate);
  }
  const target = word.toLowerCase();
  const words = [...byLowerCase.keys()];
  const limit = Math.max(2, Math.floor(word.length / 3));
  for (let within = 2; ; within = Math.min(within * 2, limit)) {
    const match = nearest(target, words, within + 1);
    if (match !== undefined) return byLowerCase.get(match);
    if (within === limit) return undefined;
  }
}

/** Looks through wrappers (optional, default, pipe, union) to the schemas that do the checking. */
function unwrap(items: unknown[]): unknown[] {
  return items.flatMap((item) => {
    const def = schemaDef(item);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
      return unwrap([def.innerType]);
    if (def.type === 'pipe') return unwrap([def.in]);
    if (def.type === 'union') return unwrap(def.options as unknown[]);
    return [item];
  });
}

/** The schemas that may check the value at `path`: one, or one per option of a union. */
export function schemasAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType[] {
  let current: unknown[] = [schema];
  for (const key of path) {
    current = unwrap(current).flatMap((item) => {
      const def = schemaDef(item);
      if (def.type === 'array' && typeof key === 'number') return [def.element];
      if (def.type === 'object') {
        const shape = def.shape as Record<string, unknown>;
        return key in shape ? [shape[key as string]] : [];
      }
      return [];
    });
  }
  return unwrap(current) as z.ZodType[];
}

/** The keys the schema allows in the object at `path`, gathered across every option of a union. */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const keys = schemasAt(schema, path).flatMap((item) => {
    const def = schemaDef(item);
    return def.type === 'object' ? Object.keys(def.shape as object) : [];
  });
  return [...new Set(keys)];
}

/** The keys an object at `path` must have, in the schema's order. */
export function requiredKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const [object] = schemasAt(schema, path).filter((item) => schemaDef(item).type === 'object');
  if (!object) return [];
  return Object.entries(schemaDef(object).shape as Record<string, unknown>)
    .filter(([, field]) => !['optional', 'default', 'prefault'].includes(schemaDef(field).type))
    .map(([key]) => key);
}

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const EXPECTED_HINTS: Record<string, string> = {
  string: 'should be text',
  number: 'should be a number, written without quotes',
  int: 'should be a whole number, written without quotes',
  boolean: 'should be true or false',
  array: 'should be a list, with each item on its own line starting with "- "',
  object: 'should be a group of fields, each on its own line, indented under this one',
};

/** What a whole file, or a markdown file's front matter, should be when it has the wrong shape. */
const ROOT_HINTS: Record<string, string> = {
  array: 'a list, with each item starting with "- " at the start of a line',
  object: 'a group of fields, each written name: value at the start of a line',
};

/** What to write after a field's ":" that holds nothing, by the kind of value the field takes. */
const EMPTY_HINTS: Record<string, string> = {
  string: 'write some text here',
  number: 'write a number here, without quotes',
  int: 'write a whole number here, without quotes',
  boolean: 'write true or false here',
  array: 'add its items on the lines below it, each starting with "- " and indented',
  object: 'add its fields on the lines below it, indented',
};

/** The kind of value the schema takes at `path`, for a union whose options are all of one kind. */
function kindExpectedAt(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const kinds = new Set(schemasAt(schema, path).map((item) => schemaDef(item).type));
  return kinds.size === 1 ? [...kinds][0] : '';
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function missingMessage(path: readonly PropertyKey[], hint: string | undefined): string {
  const key = path.at(-1);
  const add =
    typeof key === 'string' ? `is missing: add a line "${key}: ..." here` : 'is missing: add an item here';
  return hint ? `${add}; it ${hint}` : add;
}

// zod's own messages start with these words; a schema's own message is already in plain words.
const isZodDefault = (message: string) => /^(Invalid|Too small|Too big)\b/.test(message);

/** Plain words for a mistake whose schema gives no message of its own. */
function defaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'is empty: write some text here'
          : `should be at least ${issue.minimum} characters long`;
      }
      if (issue.origin === 'array') return `needs at least ${issue.minimum} items`;
      return `should be ${issue.minimum} or more`;
    case 'too_big':
      if (issue.origin === 'string') return `should be at most ${issue.maximum} characters long`;
      if (issue.origin === 'array') return `should have at most ${issue.maximum} items`;
      return `should be ${issue.maximum} or less`;
    case 'invalid_value':
      return `should be ${issue.values.map(String).join(' or ')}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'should be an email address, for example support@masky.example'
        : 'is not written the way this field needs; see content/README.md';
    default:
      return 'is not a value this field takes; see content/README.md';
  }
}

/** What a message about a file's data needs: the data, its schema, and whether it is front matter. */
export interface MessageContext {
  data: unknown;
  schema: z.ZodType;
  /** A markdown file's front matter, rather than a whole YAML file. */
  frontMatter: boolean;
}

/** One thing wrong with a file's data, in an editor's words, and where it is. */
export interface IssueMessage {
  /** The field at fault, such as ['hero', 'bullets', 2]; for an unknown key, the key's own path. */
  path: PropertyKey[];
  /** Where the problem is shown: the value at this path, or, with `key`, that key of the group at this path. */
  at: PropertyKey[];
  key?: string;
  message: string;
}

/** The field paths that a "did you mean" has already pointed the editor to. */
type Suggested = Set<string>;

function messagesFor(issue: Issue, context: MessageContext, suggested: Suggested): IssueMessage[] {
  const { data, schema, frontMatter } = context;
  const path = issue.path as PropertyKey[];
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(schema, path);
    return issue.keys.map((key) => {
      const suggestion = closest(key, known);
      if (suggestion) suggested.add(formatPath([...path, suggestion]));
      const advice = suggestion
        ? `did you mean "${suggestion}"?`
        : `the fields here are ${known.map((k) => `"${k}"`).join(', ')}`;
      return { path: [...path, key], at: path, key, message: `"${key}" is not a field here; ${advice}` };
    });
  }
  const value = valueAt(data, path);
  const message = isZodDefault(issue.message) ? defaultMessage(issue) : issue.message;

  if (value === undefined) {
    // A schema's own words help for a missing value, but not when they describe a whole group or list.
    const structural =
      issue.code === 'invalid_type' && (issue.expected === 'object' || issue.expected === 'array');
    const hint = isZodDefault(issue.message) || structural ? undefined : issue.message;
    return [{ path, at: path, message: missingMessage(path, hint) }];
  }
  if (value === null && (issue.code === 'invalid_type' || issue.code === 'invalid_union')) {
    // A field written with nothing after its ":" is there, but empty; saying it is missing would mislead.
    const expected = issue.code === 'invalid_type' ? issue.expected : kindExpectedAt(schema, path);
    // As for a missing value, a schema's own words about a group or a list describe its content.
    const generic = isZodDefault(issue.message) || expected === 'object' || expected === 'array';
    const hint = generic || issue.code === 'invalid_union' ? EMPTY_HINTS[expected] : undefined;
    return [{ path, at: path, message: hint ? `is empty: ${hint}` : `is empty; it ${issue.message}` }];
  }
  if (issue.code === 'invalid_type') {
    // A list or a group in the wrong shape is a layout mistake; a schema's own words are about content.
    const structural = issue.expected === 'object' || issue.expected === 'array';
    const hint = structural || isZodDefault(issue.message) ? EXPECTED_HINTS[issue.expected] : undefined;
    const kind = KIND_WORDS[kindOf(value)] ?? kindOf(value);
    let text = hint ? `${hint}, but it is ${kind}` : message;
    if (structural && path.length === 0) {
      // "Indented under this one" means nothing for a whole file, which starts at the left edge.
      text = `${frontMatter ? 'the front matter' : 'this file'} should be ${ROOT_HINTS[issue.expected]}, but it is ${kind}`;
    }
    if (issue.expected === 'array' && typeof value === 'string' && value.startsWith('-')) {
      text += '; put a space after each "-"';
    } else if (issue.expected === 'object' && typeof value === 'string' && /^[\w-]+:\S/.test(value)) {
      text += '; put a space after the ":" of each field';
    }
    return [{ path, at: path, message: text }];
  }
  if (issue.code === 'invalid_value' || (issue.code === 'invalid_union' && 'options' in issue)) {
    const options = ('values' in issue ? issue.values : (issue.options as unknown[])).map(String);
    const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
    const text = suggestion && suggestion !== value ? `${message}; did you mean ${suggestion}?` : message;
    return [{ path, at: path, message: text }];
  }
  if (issue.code === 'too_big' && issue.origin === 'array' && Array.isArray(value)) {
    // zod stops at a list that is too long, so its items are checked here to report them in the same run.
    const [element] = schemasAt(schema, [...path, 0]);
    const itemIssues = element
      ? value.flatMap((item, index) =>
          (element.safeParse(item).error?.issues ?? []).map((inner) => ({
            ...inner,
            path: [...path, index, ...inner.path],
          })),
        )
      : [];
    const extra = Number(issue.maximum);
    return [
      { path, at: [...path, extra], message: `${message}, but it has ${value.length}` },
      ...itemIssues.flatMap((inner) => messagesFor(inner as Issue, context, suggested)),
    ];
  }
  if (issue.code === 'too_small' && issue.origin === 'array' && Array.isArray(value)) {
    return [{ path, at: path, message: `${message}, but it has ${value.length}` }];
  }
  return [{ path, at: path, message }];
}

/**
 * Turns zod's issues into messages an editor can act on, each naming the field at fault and worded as
 * what to type instead. The content check pins each to its line and column; the browser editor
 * shows each on its field. Both say the same words.
 */
export function issueMessages(issues: readonly Issue[], context: MessageContext): IssueMessage[] {
  const suggested: Suggested = new Set();
  // A file that is a list where fields are expected, or the other way round, fails every other
  // check as a consequence; the one line about its shape is what the editor has to fix.
  const wrongShape = issues.filter((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
  const messages = (wrongShape.length > 0 ? wrongShape : issues).flatMap((issue) =>
    messagesFor(issue, context, suggested),
  );
  // A mistyped key shows up twice, as an unknown key and as a missing one; the first line says it all.
  return messages.filter(
    (entry) => !(entry.message.startsWith('is missing') && suggested.has(formatPath(entry.path))),
  );
}

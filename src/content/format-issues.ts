import type { z } from 'zod';
import { locateKey, locateValue } from './locate';
import type { ParsedYaml } from './parse';
import { formatPath, type Problem } from './problem';

type Issue = z.core.$ZodIssue;

/** Counts the single-letter edits between two words, to suggest the key an editor meant. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known key closest to a mistyped one, if it is close enough to be what the editor meant. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

type SchemaDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): SchemaDef => (schema as { _zod: { def: SchemaDef } })._zod.def;

/** The keys the schema allows in the object at `path`, gathered across every option of a union. */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown[] = [schema];
  const unwrap = (items: unknown[]): unknown[] =>
    items.flatMap((item) => {
      const def = defOf(item);
      if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
        return unwrap([def.innerType]);
      if (def.type === 'pipe') return unwrap([def.in]);
      if (def.type === 'union') return unwrap(def.options as unknown[]);
      return [item];
    });
  for (const key of path) {
    current = unwrap(current).flatMap((item) => {
      const def = defOf(item);
      if (def.type === 'array' && typeof key === 'number') return [def.element];
      if (def.type === 'object') {
        const shape = def.shape as Record<string, unknown>;
        return key in shape ? [shape[key as string]] : [];
      }
      return [];
    });
  }
  return [
    ...new Set(
      unwrap(current).flatMap((item) => {
        const def = defOf(item);
        return def.type === 'object' ? Object.keys(def.shape as object) : [];
      }),
    ),
  ];
}

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
  undefined: 'missing',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const EXPECTED_HINTS: Record<string, string> = {
  string: 'should be text',
  number: 'should be a number, written without quotes',
  boolean: 'should be true or false',
  array: 'should be a list, with each item on its own line starting with "- "',
  object: 'should be a group of fields, each on its own line, indented under this one',
};

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function missingMessage(path: readonly PropertyKey[]): string {
  const key = path.at(-1);
  return typeof key === 'string'
    ? `is missing: add a line "${key}: ..." here`
    : 'is missing: add an item here';
}

/**
 * Turns zod's issues into problems an editor can act on: each pinned to the line and column of the
 * value at fault, named by its field path, and worded as what to type instead.
 */
export function issuesToProblems(
  issues: readonly Issue[],
  context: { file: string; parsed: ParsedYaml; schema: z.ZodType },
): Problem[] {
  const { file, parsed, schema } = context;
  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as PropertyKey[];
    if (issue.code === 'unrecognized_keys') {
      const known = keysAt(schema, path);
      return issue.keys.map((key) => {
        const suggestion = closest(key, known);
        const advice = suggestion
          ? `did you mean "${suggestion}"?`
          : `the fields here are ${known.map((k) => `"${k}"`).join(', ')}`;
        return {
          file,
          ...locateKey(parsed, path, key),
          path: formatPath([...path, key]),
          message: `"${key}" is not a field here; ${advice}`,
        };
      });
    }
    const at = locateValue(parsed, path);
    const where = { file, ...at, path: formatPath(path) };
    if (issue.code === 'invalid_type') {
      const value = valueAt(parsed.data, path);
      if (value === undefined) return [{ ...where, message: missingMessage(path) }];
      if (!issue.message.startsWith('Invalid input')) return [{ ...where, message: issue.message }];
      const hint = EXPECTED_HINTS[issue.expected] ?? `should be ${issue.expected}`;
      return [{ ...where, message: `${hint}, but it is ${KIND_WORDS[kindOf(value)] ?? kindOf(value)}` }];
    }
    return [{ ...where, message: issue.message }];
  });
}

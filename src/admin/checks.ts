import type { z } from 'zod';
import { registry } from '../../schemas/collections';
import { formatPath } from '../../schemas/field-path';
import { issueMessages, schemasAt } from '../../schemas/issue-messages';

/**
 * The browser editor's checks, in the content check's own words. Each field checks its value against
 * the part of its collection's schema it stands for, as the editor types; before a save, the whole
 * entry is checked against the schema, and, in the local editor, the files the save would write go
 * through the same content check as `npm run check:content`, on the dev server.
 */

type Registry = typeof registry;
type Name = keyof Registry;

/** One problem, as the content check words it, and the field it concerns. */
export interface FieldProblem {
  /** The field, such as title or features[2].title; empty for the entry as a whole. */
  path: string;
  message: string;
}

const isName = (name: string): name is Name => Object.hasOwn(registry, name);

/** The schema a collection's data is checked against, or undefined for a name that is not a collection. */
export function collectionSchema(name: string): z.ZodType | undefined {
  return isName(name) ? (registry[name].schema as z.ZodType) : undefined;
}

/** Whether an editor left a value empty. */
export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The problems of one field's value. `schemaPath` is where the field sits in its collection's data,
 * the collection first, with `*` for any item of a list, as the generated configuration gives it.
 * A field reports what is wrong with its own value, and the rules that tie its parts together; a
 * field inside it reports its own.
 */
export function fieldProblems(
  schemaPath: readonly string[],
  value: unknown,
  required: boolean,
): FieldProblem[] {
  const [collection, ...path] = schemaPath;
  const schema = collectionSchema(collection);
  if (!schema) return [];
  // An empty field the schema does not need is left out of the file; one it needs is the editor's
  // own "is required", which says the same.
  if (value === undefined || value === null || (!required && isEmpty(value))) return [];
  const options = schemasAt(
    schema,
    path.map((key) => (key === '*' ? 0 : key)),
  );
  if (options.length === 0) return [];
  let first: FieldProblem[] | undefined;
  for (const option of options) {
    const result = option.safeParse(value);
    if (result.success) return [];
    const own = result.error.issues.filter((issue) => issue.path.length === 0 || issue.code === 'custom');
    first ??= issueMessages(own, { data: value, schema: option, frontMatter: false }).map((entry) => ({
      path: formatPath(entry.path),
      message: entry.path.length === 0 ? entry.message : `${formatPath(entry.path)}: ${entry.message}`,
    }));
  }
  return first ?? [];
}

/**
 * The problems of a whole entry against its collection's schema, by field: what the editor checks
 * before it saves, which catches what the fields alone cannot see, such as a field inside a list
 * item that is folded away.
 */
export function entryProblems(collection: string, data: unknown): FieldProblem[] {
  const schema = collectionSchema(collection);
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (result.success) return [];
  const markdown = isName(collection) && isMarkdown(collection);
  return issueMessages(result.error.issues, { data, schema, frontMatter: markdown }).map((entry) => ({
    path: formatPath(entry.path),
    message: entry.message,
  }));
}

/** Whether a collection's files are markdown, with the body below the front matter. */
export function isMarkdown(name: Name): boolean {
  const definition = registry[name];
  return definition.kind === 'folder' ? definition.format === 'markdown' : definition.file.endsWith('.md');
}

/** One problem as a line: `field: message`, as the content check prints it after the file's place. */
export const problemLine = (problem: FieldProblem) =>
  problem.path ? `${problem.path}: ${problem.message}` : problem.message;

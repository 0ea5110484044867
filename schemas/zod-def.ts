import type { z } from 'zod';

/**
 * The one place that reads zod's own description of a schema (`schema._zod.def`), which zod keeps
 * for its own use and may reshape between releases: the editor's fields, the issue messages, the
 * editor's save check and preview, the JSON Schemas and the copy-edit tool all ask here, so a new
 * zod needs one file changed.
 */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  /** A record's schema of each of its values. */
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  defaultValue?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}

/** One check of a schema, such as a string's length or a number's bounds. */
export interface CheckDef {
  check: string;
  value?: unknown;
  format?: unknown;
  error?: unknown;
  [key: string]: unknown;
}

export const schemaDef = (schema: unknown): SchemaDef => (schema as { _zod: { def: SchemaDef } })._zod.def;

/** The checks a schema carries, each as zod describes it. */
export const checksOf = (schema: unknown): CheckDef[] =>
  (schemaDef(schema).checks ?? []).map((check) => check._zod.def);

/** Whether a collection's schema is a list, kept at the top of its file. */
export const isListSchema = (schema: unknown): boolean => schemaDef(schema).type === 'array';

/**
 * Tells whether a schema is `base` or made from it, such as `calendarDate.describe('...')`: zod
 * hands back a new schema for each field's description, so comparing schemas alone would miss it.
 */
export function isMadeFrom(schema: z.core.$ZodType, base: z.core.$ZodType): boolean {
  for (let current: z.core.$ZodType | undefined = schema; current; current = current._zod.parent) {
    if (current === base) return true;
  }
  return false;
}

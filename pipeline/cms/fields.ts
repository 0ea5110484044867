import type { z } from 'zod';
import { calendarDate } from '../../schemas';
import { labelOf } from '../../shared/editor-files';
import { checksOf, isMadeFrom, schemaDef } from '../../schemas/zod-def';

/**
 * The fields of the browser editor (Decap CMS), made from the zod schemas: the editor shows each
 * field with the widget its schema calls for, marks it required when the schema needs it, offers an
 * enumeration's values, and shows the field's description as its hint. Nothing here is written by
 * hand per collection, so the editor and the content check never disagree on what a field is.
 */

/** One field of Decap's configuration, as far as the site uses them. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  picker_utc?: boolean;
  summary?: string;
  collapsed?: boolean;
  modes?: string[];
  /**
   * Where the field's value sits in its collection's data, the collection first, with `*` for any
   * item of a list: the editor checks each value against the schema found there (src/admin/checks.ts).
   */
  schema_path?: string[];
  /**
   * For a translation's review mark (`translation-review`, src/admin/review-widget.tsx): a
   * fingerprint of its English as the editor shows it, who reviewed it while the review holds, and
   * whether the translation is behind its English, which then cannot be reviewed.
   */
  english?: string;
  reviewed_by?: string;
  outdated?: boolean;
}

const described = (schema: unknown) => (schema as { description?: string }).description;

/** Looks through optional, default and similar wrappers; says whether the field may be left out. */
function unwrapped(schema: z.ZodType): {
  inner: z.ZodType;
  optional: boolean;
  fallback?: unknown;
  hint?: string;
} {
  let inner: unknown = schema;
  let optional = false;
  let fallback: unknown;
  let hint = described(schema);
  for (;;) {
    const def = schemaDef(inner);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      fallback =
        typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    } else if (def.type === 'pipe') {
      inner = def.in;
      continue;
    } else break;
    inner = def.innerType;
    hint ??= described(inner);
  }
  return { inner: inner as z.ZodType, optional, fallback, hint: hint ?? described(inner) };
}

/** The numbers a number's checks allow, and whether it is whole. */
function numberBounds(schema: z.ZodType): Pick<CmsField, 'value_type' | 'min' | 'max'> {
  const bounds: Pick<CmsField, 'value_type' | 'min' | 'max'> = { value_type: 'float' };
  for (const { check: kind, value, format } of checksOf(schema)) {
    if (kind === 'number_format' && /int/.test(String(format))) bounds.value_type = 'int';
    if (kind === 'greater_than') bounds.min = Number(value);
    if (kind === 'less_than') bounds.max = Number(value);
  }
  return bounds;
}

/** The fields of an object schema, in the schema's order; `at` is where the object sits. */
export function objectFields(schema: z.ZodType, at: string[]): CmsField[] {
  const shape = schemaDef(schema).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => fieldFor(name, field, [...at, name]));
}

/**
 * A union of objects told apart by a `type` field, such as a plan's button action: the editor shows
 * one group with the type as a choice and every field of every kind; the check says which apply.
 */
function unionFields(options: z.ZodType[], at: string[]): CmsField[] {
  const fields = new Map<string, CmsField>();
  const types: string[] = [];
  for (const option of options) {
    const shape = schemaDef(option).shape as Record<string, z.ZodType>;
    for (const [name, field] of Object.entries(shape)) {
      const literal = schemaDef(unwrapped(field).inner);
      if (literal.type === 'literal') {
        types.push(...(literal.values as string[]));
        const hint = [...(fields.get(name)?.hint ? [fields.get(name)!.hint] : []), described(field)]
          .filter(Boolean)
          .join(' ');
        fields.set(name, {
          name,
          label: labelOf(name),
          widget: 'select',
          options: types,
          ...(hint && { hint }),
          schema_path: [...at, name],
        });
        continue;
      }
      if (!fields.has(name)) fields.set(name, { ...fieldFor(name, field, [...at, name]), required: false });
    }
  }
  return [...fields.values()];
}

/** The editor's field for one field of a schema, found at `at` in its collection's data. */
export function fieldFor(name: string, schema: z.ZodType, at: string[]): CmsField {
  const { inner, optional, fallback, hint } = unwrapped(schema);
  const def = schemaDef(inner);
  const base: CmsField = {
    name,
    label: labelOf(name),
    widget: 'string',
    ...(optional && { required: false }),
    ...(hint && { hint }),
    ...(fallback !== undefined && { default: fallback }),
    schema_path: at,
  };
  switch (def.type) {
    case 'string':
      if (isMadeFrom(inner, calendarDate)) {
        // A calendar day, written and kept as YYYY-MM-DD, with no time and no time zone.
        return {
          ...base,
          widget: 'datetime',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          format: 'YYYY-MM-DD',
          picker_utc: true,
        };
      }
      return base;
    case 'number':
      return { ...base, widget: 'number', ...numberBounds(inner) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { ...base, widget: 'select', options: def.values as string[] };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(inner, at) };
    case 'union':
      return { ...base, widget: 'object', fields: unionFields(def.options as z.ZodType[], at) };
    case 'array': {
      const item = unwrapped(def.element as z.ZodType).inner;
      const itemDef = schemaDef(item);
      const each = [...at, '*'];
      if (itemDef.type === 'object')
        return { ...base, widget: 'list', collapsed: true, fields: objectFields(item, each) };
      if (itemDef.type === 'union') {
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          fields: unionFields(itemDef.options as z.ZodType[], each),
        };
      }
      // Short values, such as tags, are shown open, one input each, rather than folded under "Item".
      return {
        ...base,
        widget: 'list',
        collapsed: false,
        field: fieldFor('item', def.element as z.ZodType, each),
      };
    }
    default:
      return base;
  }
}

import type { z } from 'zod';
import { registry, type CollectionName } from '../../schemas';
import {
  BODY_FIELD,
  BODY_LABEL,
  EDITOR_FORMATS,
  LIST_FIELD,
  VERSION_NOTE_FIELD,
  VERSION_NOTE_LABEL,
} from '../../shared/editor-files';
import { fieldFor, objectFields, type CmsField } from './fields';
import { isListSchema } from '../../schemas/zod-def';

/**
 * The fields of one file of the browser editor, made from its schema: its own fields, the rich text of
 * a markdown body, and, for a guarded text such as the privacy policy, the sentence saying what
 * changed in place of its history. The site's collections and their translations are both made of these.
 */

/**
 * A markdown file's body as the editor shows it, in Decap's maintained rich-text widget (`richtext`;
 * its `markdown` widget is deprecated). The formats hand it each paragraph on one line and write
 * back only the blocks, or the list items, it changed (src/admin/formats.ts).
 */
function bodyField(label: string, hint: string): CmsField {
  return { name: BODY_FIELD, label, widget: 'richtext', hint, modes: ['rich_text', 'raw'] };
}

// Decap shows a hint as markdown, so the markdown it teaches is written as code to be seen as typed.
const BODY_HINT =
  'The text. The toolbar makes headings, bold words, lists and links; in Markdown, `## ` starts a section heading, `**words**` are bold and `[words](/page)` is a link. Each paragraph is one paragraph here, however the file wraps its lines.';

/** The fields of a guarded text's history, which the editor keeps for the editor rather than showing them. */
const HISTORY_FIELDS = new Set(['changes', 'lastUpdated']);

/** The field in which the editor of a guarded text says what changed. */
const VERSION_NOTE_HINT =
  'Once you change the wording of the text below, say here in a sentence or two what changed, such as: Listed which device details we collect. The history page shows it above the marked changes. The new version is dated today, and so is Last updated, when you save.';

/**
 * The fields of a guarded text, such as the privacy policy: its history (`changes`, `lastUpdated`)
 * is kept as it is and never shown, since the editor writes it for the editor: a change of wording
 * adds the change entry, dated today, with the sentence of "What changed", which the form asks for
 * just above the text.
 */
function guardedFields(fields: CmsField[]): CmsField[] {
  return [
    ...fields.map((field) =>
      HISTORY_FIELDS.has(field.name)
        ? {
            name: field.name,
            label: field.label,
            widget: 'hidden',
            ...(field.required === false && { required: false }),
          }
        : field,
    ),
    {
      name: VERSION_NOTE_FIELD,
      label: VERSION_NOTE_LABEL,
      widget: 'text',
      required: false,
      hint: VERSION_NOTE_HINT,
    },
  ];
}

/** The fields of one file, its format, and whether it is a list at the top. */
export function fileFields(
  name: CollectionName,
  schema: z.ZodType,
  markdown: boolean,
  bodyLabel: string,
  /** Whether a guarded text is edited as one, with its history kept for the editor; its translations are not. */
  versioned = true,
): { fields: CmsField[]; format: string } {
  if (isListSchema(schema)) {
    // The list is the file's whole data, so its own path is the collection's.
    const list = fieldFor(LIST_FIELD, schema, [name]);
    return { fields: [{ ...list, label: 'Items' }], format: EDITOR_FORMATS.yamlList };
  }
  const fields = objectFields(schema, [name]);
  if (!markdown) return { fields, format: EDITOR_FORMATS.yaml };
  const definition = registry[name];
  if (versioned && definition.kind === 'single' && definition.versions) {
    return {
      fields: [...guardedFields(fields), bodyField(bodyLabel, BODY_HINT)],
      format: EDITOR_FORMATS.versionedMarkdown,
    };
  }
  return { fields: [...fields, bodyField(bodyLabel, BODY_HINT)], format: EDITOR_FORMATS.markdown };
}

/**
 * A collection of single files, with the format its files are read and written with. Decap reads a
 * format from the collection only, never from one of its files: a group whose files share one gets
 * it, and a group of YAML and markdown files gets the format that tells them apart by their text.
 */
export function filesFormat(files: Record<string, unknown>[]): {
  format: string;
  files: Record<string, unknown>[];
} {
  const formats = new Set(files.map((file) => file.format));
  const [only] = formats;
  return {
    format: formats.size === 1 ? String(only) : EDITOR_FORMATS.anyFile,
    files: files.map(({ format: _format, ...file }) => file),
  };
}

/** The fields of an entry of a folder collection, such as a post: those of its schema, then its text. */
export function entryFields(name: CollectionName, schema: z.ZodType): CmsField[] {
  return [...objectFields(schema, [name]), bodyField(BODY_LABEL, BODY_HINT)];
}

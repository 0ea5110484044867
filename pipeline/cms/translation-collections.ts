import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registry, type CollectionName } from '../../schemas';
import type { TranslationStatus } from '../../schemas/translation';
import { entryKey } from '../../shared/content-keys';
import { splitFrontMatter } from '../../shared/front-matter';
import {
  BODY_FIELD,
  BODY_LABEL,
  EDITOR_FORMATS,
  LIST_FIELD,
  REVIEW_LABEL,
  REVIEW_WIDGET,
  translationCollectionName,
} from '../../shared/editor-files';
import { translationPath } from '../content/files';
import { CONTENT_DIR } from '../content/list-files';
import type { LanguageContent } from '../content/store';
import { BODY_SECTION, bodySections, TRANSLATION_KEY } from '../content/translations';
import type { CmsField } from './fields';
import { fileFields, filesFormat } from './file-fields';

/**
 * The browser editor's collections of translations: one per language but the site's own, each file's
 * words with the English beside each field, and the parts whose English changed since they were
 * translated marked, with their English as it is now.
 */

/** Fields whose values are addresses, names of things or codes, never words: a translation leaves them to the English. */
const NOT_WORDS = new Set([
  'to',
  'href',
  'anchor',
  'icon',
  'id',
  'code',
  'os',
  'downloadLink',
  'releaseNotes',
  'report',
  'website',
]);

/** How long an English text may be in a field's hint before it is cut short. */
const HINT_LENGTH = 240;

/** A value's words as a hint shows them: a text as it is, a list's items joined. */
const wordsOf = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(' · ') : undefined;

/**
 * The fields of a translated file: only those that hold words, none required (what a translation
 * leaves out comes from the English), each with its English words as its hint, so the translator
 * sees the English beside each field as they write. With `changed`, the English of these fields
 * changed since they were translated, and each hint gives their English in full, as it is now.
 */
function translationFields(fields: readonly CmsField[], english: unknown, changed?: string): CmsField[] {
  const value = (name: string) =>
    english && typeof english === 'object' && !Array.isArray(english)
      ? (english as Record<string, unknown>)[name]
      : undefined;
  return fields.flatMap((field): CmsField[] => {
    if (NOT_WORDS.has(field.name)) return [];
    const own = value(field.name);
    const { required: _required, default: _default, ...rest } = field;
    if (field.widget === 'object' && field.fields) {
      const inner = translationFields(field.fields, own, changed);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (field.widget === 'list' && field.fields) {
      // Each item of a list is written in its English order; the English of item 1 is the hint.
      const inner = translationFields(field.fields, Array.isArray(own) ? own[0] : undefined, changed);
      return inner.length > 0 ? [{ ...rest, fields: inner, required: false }] : [];
    }
    if (!['string', 'text', 'markdown', 'richtext', 'list'].includes(field.widget)) return [];
    const words = wordsOf(own);
    const hint =
      words === undefined
        ? field.hint
        : changed
          ? `The English changed on ${changed}, after this was translated. It now reads: ${words}`
          : `English: ${words.length > HINT_LENGTH ? `${words.slice(0, HINT_LENGTH)}…` : words}`;
    return [{ ...rest, required: false, ...(hint && { hint }) }];
  });
}

/**
 * The `translation:` key every translated file starts with, as its review mark: it shows whether a
 * native speaker reviewed the translation as it is, and lets another mark it reviewed, which the save
 * records with who reviewed and what they read (pipeline/editors/review-request.ts). A new
 * translation made in the editor starts not reviewed.
 */
function reviewField(status: TranslationStatus | undefined): CmsField {
  return {
    name: TRANSLATION_KEY,
    label: REVIEW_LABEL,
    widget: REVIEW_WIDGET,
    required: false,
    default: { reviewed: false },
    ...(status?.english && { english: status.english }),
    ...(status?.reviewedBy && { reviewed_by: status.reviewedBy }),
    ...(status?.state === 'outdated' && { outdated: true }),
  };
}

/** The mark beside the name of a field or a file whose English changed since it was translated. */
export const ENGLISH_CHANGED = 'English changed';

/** A label with the mark of a change in English, and when. */
const changedLabel = (label: unknown, day: string) => `${String(label)} · ${ENGLISH_CHANGED} ${day}`;

/** The names of the sections of an English markdown body that changed, and their English now. */
function changedBody(sections: readonly string[], englishBody: string | undefined, day: string) {
  const names = sections.filter(
    (section) => section === BODY_SECTION || section.startsWith(`${BODY_SECTION}: `),
  );
  if (names.length === 0 || englishBody === undefined) return undefined;
  const now = new Map(bodySections(englishBody));
  const parts = names.map((name) => (now.get(name) ?? '').trim()).filter(Boolean);
  return `The English of ${names.length === 1 ? 'this part' : 'these parts'} changed on ${day}, after it was translated. It now reads:\n\n${parts.join('\n\n')}`;
}

/**
 * The translated file's fields with its outdated sections marked: each top-level field whose English
 * changed since it was translated, a list whose English items changed, and the text, whose hint is
 * then the English of the parts that changed, as it is now.
 */
function markOutdated(
  fields: CmsField[],
  status: TranslationStatus | undefined,
  english: unknown,
  englishBody: string | undefined,
): CmsField[] {
  if (status?.state !== 'outdated' || !status.sections || !status.changed) return fields;
  const sections = new Set(status.sections);
  const day = status.changed;
  const items = [...sections].filter((section) => /^item \d+$/.test(section));
  return fields.map((field) => {
    if (field.name === BODY_FIELD) {
      const hint = changedBody(status.sections!, englishBody, day);
      return hint ? { ...field, label: changedLabel(field.label, day), hint } : field;
    }
    if (field.name === LIST_FIELD && items.length > 0) {
      const which = items.map((item) => item.replace('item ', '')).join(', ');
      return {
        ...field,
        label: changedLabel(field.label, day),
        hint: `The English of item ${which} changed on ${day}, after it was translated.`,
      };
    }
    if (!sections.has(field.name)) return field;
    const own = (english as Record<string, unknown> | undefined)?.[field.name];
    const [marked] = translationFields([field], { [field.name]: own }, day);
    return { ...field, ...(marked ?? {}), label: changedLabel(field.label, day) };
  });
}

/**
 * One collection per language but the site's own: each translatable file's translation, at the same
 * path under content/translations/<tag>/, with its English beside each field, and the sections whose
 * English changed since they were translated marked, with their English as it is now.
 */
export function translationCollections(
  languages: readonly LanguageContent[],
  englishBody: (file: string) => string | undefined,
): Record<string, unknown>[] {
  const [source, ...others] = languages;
  return others.map((language) => ({
    name: translationCollectionName(language.language.tag),
    label: `${language.language.englishName} (${language.language.name})`,
    description: `The site in ${language.language.englishName}: each file’s words, with the English under each field. A part whose English changed since it was translated is marked “${ENGLISH_CHANGED}”, with the English as it is now. A native speaker other than its translator marks a file reviewed under “${REVIEW_LABEL}”.`,
    ...filesFormat(translatedFiles(source, language, englishBody)),
  }));
}

/** The translatable files of the site in one language, each with its English beside its fields. */
function translatedFiles(
  source: LanguageContent,
  language: LanguageContent,
  englishBody: (file: string) => string | undefined,
): Record<string, unknown>[] {
  const tag = language.language.tag;
  return (Object.keys(registry) as CollectionName[]).flatMap((name) => {
    const definition = registry[name];
    if (definition.kind === 'folder') return translatedEntries(name, source, language, englishBody);
    if (definition.translate === false) return [];
    const markdown = definition.file.endsWith('.md');
    const { fields } = fileFields(name, definition.schema, markdown, BODY_LABEL, false);
    const english = source.content[name];
    const data = Array.isArray(english) ? { [LIST_FIELD]: english } : english;
    const status = language.status.get(name);
    const words = markOutdated(
      translationFields(fields, data),
      status,
      data,
      markdown ? englishBody(definition.file) : undefined,
    );
    return [
      {
        name,
        label:
          status?.state === 'outdated' && status.changed
            ? changedLabel(definition.label, status.changed)
            : definition.label,
        file: path.posix.join(CONTENT_DIR, translationPath(tag, definition.file)),
        format: markdown ? EDITOR_FORMATS.markdown : EDITOR_FORMATS.yaml,
        fields: [reviewField(status), ...words],
      },
    ];
  });
}

/**
 * The translations of a folder collection's entries, when the registry lists the fields it
 * translates (`translate`): one file per English entry, with only those fields and the text.
 */
function translatedEntries(
  name: CollectionName,
  source: LanguageContent,
  language: LanguageContent,
  englishBody: (file: string) => string | undefined,
): Record<string, unknown>[] {
  const definition = registry[name];
  if (definition.kind !== 'folder' || !definition.translate) return [];
  const words = new Set<string>([...definition.translate, BODY_FIELD]);
  const { fields } = fileFields(name, definition.schema, true, BODY_LABEL, false);
  const entries = (source.content[name] ?? []) as unknown as readonly (Record<string, unknown> & {
    id: string;
  })[];
  return entries.map((english) => {
    const file = `${definition.folder}/${english.id}.md`;
    const status = language.status.get(entryKey(name, english.id));
    const label = `${definition.label}: ${String(english.title ?? english.id)}`;
    return {
      name: `${name}-${english.id}`,
      label: status?.state === 'outdated' && status.changed ? changedLabel(label, status.changed) : label,
      file: path.posix.join(CONTENT_DIR, translationPath(language.language.tag, file)),
      format: EDITOR_FORMATS.markdown,
      fields: [
        reviewField(status),
        ...markOutdated(
          translationFields(
            fields.filter((field) => words.has(field.name)),
            english,
          ),
          status,
          english,
          englishBody(file),
        ),
      ],
    };
  });
}

/** The body of an English markdown file under `root`'s content/, or undefined when it cannot be read. */
export function bodyReader(root: string | undefined): (file: string) => string | undefined {
  return (file) => {
    if (root === undefined) return undefined;
    const full = path.join(root, CONTENT_DIR, file);
    if (!existsSync(full)) return undefined;
    const text = readFileSync(full, 'utf8');
    return splitFrontMatter(text)?.body ?? text;
  };
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode, type Scalar } from 'yaml';
import type { z } from 'zod';
import { collections, placeholdersIn, PLACEHOLDER, template, text, type CollectionName } from '../../schemas';
import { splitFrontMatter } from '../../shared/front-matter';
import { checksOf, schemaDef } from '../../schemas/zod-def';
import { guardedTexts, recordVersion } from '../../pipeline/editors/record-version';
import { addChangeEntry } from './legal-version';
import { todayIso } from '../../pipeline/content/store';

/**
 * The edits of the proof that tests read copy from the content (`copy-edits-proof.ts`): every piece
 * of copy an editor may change, within what the schemas allow, reworded so that no test pinning
 * today's wording survives.
 */

/** One piece of copy changed: where, and what it said before and after. */
export interface CopyEdit {
  /** The file, relative to the project's root, such as content/plans.yaml. */
  file: string;
  /** The field in the file's data, such as `[2].cta.label`, or `body` with the line for markdown. */
  field: string;
  before: string;
  after: string;
}

type Schema = z.core.$ZodType;

/** The kind of each of a string schema's checks, with the source of its message, as a fingerprint. */
function fingerprint(schema: Schema): string {
  const checks = checksOf(schema).map(({ check, error }) => `${check}:${String(error ?? '')}`);
  return `${schemaDef(schema).type}|${checks.join('|')}`;
}

// Each call of `template()` makes a new schema, so a template is known by the shape it is built to,
// not by identity; `text.describe()` is a new schema too, with the same checks as `text`.
const COPY_FINGERPRINTS = new Set([fingerprint(text), fingerprint(template(['placeholder']))]);

/**
 * Tells whether a schema is copy: `text` or a `template(...)` from `schemas/shared.ts`, which an
 * editor may reword freely. Ids, anchors, links, dates, codes, enums and numbers are not.
 */
function isCopySchema(schema: Schema): boolean {
  return COPY_FINGERPRINTS.has(fingerprint(schema));
}

/** The schema under wrappers that do not change what a value looks like: optional, default, pipe. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = schemaDef(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** Each scalar of a YAML document that holds copy, found by walking the document and its schema together. */
function* copyScalars(
  schema: Schema,
  node: unknown,
  field = '',
): Generator<{ field: string; scalar: Scalar<string> }> {
  const inner = unwrap(schema);
  const def = schemaDef(inner);
  if (def.type === 'object' && def.shape && isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const child = def.shape[key];
      if (child) yield* copyScalars(child, pair.value, field ? `${field}.${key}` : key);
    }
  } else if (def.type === 'record' && def.valueType && isMap(node)) {
    // A record keyed by names, such as the search's word for each kind of page.
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      yield* copyScalars(def.valueType, pair.value, field ? `${field}.${key}` : key);
    }
  } else if (def.type === 'array' && def.element && isSeq(node)) {
    for (const [index, item] of node.items.entries())
      yield* copyScalars(def.element, item, `${field}[${index}]`);
  } else if (def.type === 'union' && def.options && node) {
    // A step's or a plan's action: the option the value already is, such as { type: alert }.
    const value = (node as YamlNode).toJSON();
    const option = def.options.find((candidate) => (candidate as z.ZodType).safeParse(value).success);
    if (option) yield* copyScalars(option, node, field);
  } else if (
    def.type === 'string' &&
    isScalar(node) &&
    typeof node.value === 'string' &&
    isCopySchema(inner)
  ) {
    yield { field, scalar: node as Scalar<string> };
  }
}

const hasPlaceholder = (word: string) => new RegExp(PLACEHOLDER.source).test(word);

/** A word spelled backwards, a capital first letter kept first: Continue becomes Eunitnoc. */
function mirror(word: string): string {
  const letters = [...word].reverse();
  const capital = /^\p{Lu}\p{Ll}/u.test(word);
  return capital
    ? letters.map((letter, index) => (index === 0 ? letter.toUpperCase() : letter.toLowerCase())).join('')
    : letters.join('');
}

/**
 * An ordinary edit that no test pinning the old words survives: the words of each line in reverse
 * order. A text of one word has its letters reversed instead, and one that reads the same either
 * way gets a word in front. Placeholders stay whole, so a template keeps the ones it needs.
 */
function reword(value: string): string {
  const lines = value.split('\n');
  const reversed = lines
    .map((line) => line.trim().split(/\s+/).filter(Boolean).reverse().join(' '))
    .join('\n');
  if (reversed !== value && reversed.trim() !== value.trim()) return reversed;
  const mirrored = lines
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => (hasPlaceholder(word) ? word : mirror(word)))
        .join(' '),
    )
    .join('\n');
  if (mirrored !== value) return mirrored;
  return `Edited ${value.trim()}`;
}

/** Rewords every piece of copy in a YAML text, keeping its comments, quotes and layout. */
function rewordYaml(source: string, schema: Schema, file: string): { text: string; edits: CopyEdit[] } {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
  const edits: CopyEdit[] = [];
  for (const { field, scalar } of copyScalars(schema, doc.contents)) {
    const after = reword(scalar.value);
    edits.push({ file, field, before: scalar.value, after });
    scalar.value = after;
  }
  // No folding of long lines and no padding in [a, b], so the lines that were not edited come out
  // as they were written.
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  const reread = parseDocument(text);
  for (const [index, { scalar }] of [...copyScalars(schema, reread.contents)].entries()) {
    if (scalar.value !== edits[index].after) {
      throw new Error(
        `${file} ${edits[index].field}: wrote ${JSON.stringify(edits[index].after)}, reads back ${JSON.stringify(scalar.value)}`,
      );
    }
  }
  return { text, edits };
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*$/;

// A paragraph of plain words: no emphasis, code, link, HTML or table, so reordering its words
// cannot break the markdown around them.
const PLAIN_PARAGRAPH = /^[^*_`[\]<>|\\]+$/;
const BLOCK_START = /^([#>\-+*|]|\d+[.)]|\s|```|~~~)/;

/**
 * Rewords a markdown body: every heading, and the first paragraph of plain words. Headings give the
 * sections their anchors, so a test that pins a heading or its anchor fails as well.
 */
function rewordMarkdownBody(
  body: string,
  file: string,
  firstLine: number,
): { text: string; edits: CopyEdit[] } {
  const lines = body.split('\n');
  const edits: CopyEdit[] = [];
  let fenced = false;
  for (const [index, line] of lines.entries()) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (!heading) continue;
    const after = reword(heading[2]);
    edits.push({ file, field: `body, line ${firstLine + index}`, before: heading[2], after });
    lines[index] = `${heading[1]} ${after}`;
  }
  // Paragraphs are runs of lines between empty lines; the first one of plain words is reworded.
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && lines[end].trim() !== '') end += 1;
    const block = lines.slice(start, end);
    if (
      block.length > 0 &&
      !BLOCK_START.test(block[0]) &&
      block.every((line) => PLAIN_PARAGRAPH.test(line))
    ) {
      const before = block.join('\n');
      const after = reword(block.join(' '));
      edits.push({ file, field: `body, line ${firstLine + start}`, before, after });
      lines.splice(start, block.length, after);
      break;
    }
    start = end + 1;
  }
  return { text: lines.join('\n'), edits };
}

/** Rewords a markdown file: the copy in its front matter, its headings and a paragraph of its body. */
function rewordMarkdown(source: string, schema: Schema, file: string): { text: string; edits: CopyEdit[] } {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error(`${file}: no front matter`);
  const start = source.indexOf('\n') + 1;
  const end = start + parts.frontMatter.length;
  const front = rewordYaml(`${parts.frontMatter}\n`, schema, file);
  const body = rewordMarkdownBody(parts.body, file, parts.bodyLine);
  const head =
    source.slice(0, start) +
    front.text.replace(/\n$/, '') +
    source.slice(end, source.length - parts.body.length);
  return { text: head + body.text, edits: [...front.edits, ...body.edits] };
}

/** Every content file the registry names, with its schema, relative to the project's root. */
async function contentFiles(root: string): Promise<{ file: string; schema: Schema }[]> {
  const files: { file: string; schema: Schema }[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    if (collection.kind === 'single') {
      files.push({ file: `content/${collection.file}`, schema: collection.schema });
    } else {
      const names = (await readdir(path.join(root, 'content', collection.folder))).filter((entry) =>
        entry.endsWith('.md'),
      );
      for (const entry of names.sort())
        files.push({ file: `content/${collection.folder}/${entry}`, schema: collection.schema });
    }
  }
  return files;
}

/** Rewords every piece of copy under `content/` in the project at `root`, in place, and lists the edits. */
export async function applyCopyEdits(root: string): Promise<CopyEdit[]> {
  const edits: CopyEdit[] = [];
  for (const { file, schema } of await contentFiles(root)) {
    const full = path.join(root, file);
    const source = await readFile(full, 'utf8');
    const result = file.endsWith('.md')
      ? rewordMarkdown(source, schema, file)
      : rewordYaml(source, schema, file);
    for (const edit of result.edits) {
      const missing = placeholdersIn(edit.before).filter((name) => !edit.after.includes(`{${name}}`));
      if (missing.length > 0)
        throw new Error(`${file} ${edit.field}: the edit lost {${missing.join('}, {')}}`);
    }
    edits.push(...result.edits);
    if (result.text !== source) await writeFile(full, result.text);
  }
  // A legal text reworded is published as an editor publishes it: as a new version, with its change
  // noted and its wording recorded, which the content check asks of every change of its wording.
  // It is dated the day before today where it can be, so that a test which records a change of its
  // own today still makes a version of its own.
  for (const text of guardedTexts()) {
    if (!edits.some((edit) => edit.file === text.file && edit.field.startsWith('body'))) continue;
    const newest = /^\s*- date: (\d{4}-\d{2}-\d{2})/m.exec(
      await readFile(path.join(root, text.file), 'utf8'),
    )?.[1];
    const today = todayIso();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await addChangeEntry(
      root,
      text.file,
      COPY_EDIT_NOTE,
      newest !== undefined && newest < yesterday ? yesterday : today,
    );
    const recorded = await recordVersion(root, text);
    if (!recorded.recorded) throw new Error(`${text.file} ${recorded.message}`);
  }
  return edits;
}

/** The note of the version a reworded legal text is published as. */
const COPY_EDIT_NOTE = 'Reworded by the copy-edit proof.';

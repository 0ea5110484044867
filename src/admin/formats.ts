import { parse, stringify } from 'yaml';
import { BODY_FIELD, LIST_FIELD } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { renderMarkdown } from '../../shared/markdown';
import { patchYaml } from '../../shared/yaml-patch';

/**
 * How the browser editor reads and writes content files. Decap's own formats parse a file into data
 * and serialise the data again on save, which rewrites the whole file: comments go, quotes and line
 * wrapping change, keys move. These formats keep the text the file was read from beside its data,
 * and on save write only the values that changed into that text (`patchYaml`), so an entry saved
 * untouched is written back byte for byte and a changed field changes its own line.
 */

/**
 * The field under which an entry keeps the text it was read from. It is not a field of any schema,
 * the editor shows no widget for it, and it is never written to a file.
 */
export const SOURCE_FIELD = '__source';

type Data = Record<string, unknown>;

/** The entry's data without the text it was read from. */
export function withoutSource(data: Data): Data {
  const { [SOURCE_FIELD]: _source, ...rest } = data;
  return rest;
}

const sourceOf = (data: Data) => (typeof data[SOURCE_FIELD] === 'string' ? data[SOURCE_FIELD] : undefined);

/** A YAML text for data the file never had, as a new entry's. */
const freshYaml = (data: unknown) => stringify(data, { lineWidth: 0 });

/** A YAML file whose top is a group of fields. */
export const yamlFormat = {
  fromFile(text: string): Data {
    const data = (parse(text) as Data | null) ?? {};
    return { ...data, [SOURCE_FIELD]: text };
  },
  toFile(data: Data): string {
    const source = sourceOf(data);
    const fields = withoutSource(data);
    return source === undefined ? freshYaml(fields) : patchYaml(source, fields);
  },
};

/** A YAML file whose top is a list, shown in the editor as one list field. */
export const yamlListFormat = {
  fromFile(text: string): Data {
    return { [LIST_FIELD]: (parse(text) as unknown[] | null) ?? [], [SOURCE_FIELD]: text };
  },
  toFile(data: Data): string {
    const source = sourceOf(data);
    const items = data[LIST_FIELD] ?? [];
    return source === undefined ? freshYaml(items) : patchYaml(source, items);
  },
};

/**
 * A markdown file: the front matter's fields, and the body under `body`. The body is written back
 * as the editor holds it only when its words changed, so a body an editor did not touch keeps its
 * every byte even where the markdown editor would write it another way.
 */
export const markdownFormat = {
  fromFile(text: string): Data {
    const parts = splitFrontMatter(text);
    if (!parts) return { [BODY_FIELD]: text, [SOURCE_FIELD]: text };
    const front = (parse(parts.frontMatter) as Data | null) ?? {};
    return { ...front, [BODY_FIELD]: parts.body, [SOURCE_FIELD]: text };
  },
  toFile(data: Data): string {
    const source = sourceOf(data);
    const { [BODY_FIELD]: body = '', ...fields } = withoutSource(data);
    const bodyText = String(body);
    const parts = source === undefined ? undefined : splitFrontMatter(source);
    if (!source || !parts) {
      const front = freshYaml(fields);
      return `---\n${front}---\n\n${bodyText.replace(/^\n+/, '')}${bodyText.endsWith('\n') ? '' : '\n'}`;
    }
    const fenceEnd = source.length - parts.body.length;
    const head = source.slice(0, fenceEnd);
    // The front matter sits between the first line (---) and the closing fence; only it is patched.
    const frontStart = head.indexOf('\n') + 1;
    const frontEnd = frontStart + parts.frontMatter.length;
    const front = patchYaml(parts.frontMatter, fields);
    const keptBody = sameWords(parts.body, bodyText)
      ? parts.body
      : withLineEndings(keptBlocks(parts.body, bodyText), source, parts.body);
    return source.slice(0, frontStart) + front + source.slice(frontEnd, fenceEnd) + keptBody;
  },
};

/**
 * Whether the editor's body says what the file's says. The markdown editor may hand back the body
 * without its last line break, or with Windows line breaks made plain, though nobody touched it.
 */
function sameWords(fileBody: string, editorBody: string): boolean {
  const plain = (text: string) => text.replace(/\r\n/g, '\n').replace(/\s+$/, '');
  return plain(fileBody) === plain(editorBody);
}

/** A block of markdown as the site shows it: its HTML, with runs of white space made one space. */
const shown = (block: string) => renderMarkdown(block).html.replace(/\s+/g, ' ').trim();

/**
 * The editor's body, with each block (paragraph, heading, list) that shows the same as one of the
 * file's kept as the file wrote it. The rich text editor writes every block in its own spelling
 * (`_a_` for `*a*`, one line for a wrapped paragraph) once any of them changed; keeping the others
 * as they were makes a changed sentence change its own lines only.
 */
function keptBlocks(fileBody: string, editorBody: string): string {
  const original = fileBody.replace(/\r\n/g, '\n');
  const unused = new Map<string, string[]>();
  for (const block of original.trim().split(/\n{2,}/)) {
    const key = shown(block);
    unused.set(key, [...(unused.get(key) ?? []), block]);
  }
  const blocks = editorBody
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((block) => unused.get(shown(block))?.shift() ?? block);
  return (/^\n*/.exec(original)?.[0] ?? '') + blocks.join('\n\n');
}

/** The editor's new body, with the line breaks and the final line break the file used. */
function withLineEndings(body: string, source: string, fileBody: string): string {
  const text = body.replace(/\s+$/, '') + (fileBody.endsWith('\n') || fileBody === '' ? '\n' : '');
  return source.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}

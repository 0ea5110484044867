import { parse, stringify } from 'yaml';
import type { LegalChange } from '../../schemas/legal';
import { BODY_FIELD, LIST_FIELD, PUBLICATION_FIELD, VERSION_NOTE_FIELD } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import {
  joinBlocks,
  listItems,
  listMarker,
  shownBlock,
  splitBlocks,
  unwrapMarkdown,
  withMarker,
  wrapBlock,
  wrapWidth,
} from '../../shared/markdown-wrap';
import { normalizedWording } from '../../shared/wording';
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

/**
 * The entry's data without what the editor keeps beside it: the text it was read from, what changed,
 * and whether it is published yet.
 */
export function withoutSource(data: Data): Data {
  const {
    [SOURCE_FIELD]: _source,
    [VERSION_NOTE_FIELD]: _note,
    [PUBLICATION_FIELD]: _publication,
    ...rest
  } = data;
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
 * A markdown file: the front matter's fields, and the body under `body`. The editor is given the
 * body with each paragraph on one line (the file's line wrapping is the file's, and a rich-text view
 * would show each wrapped line as a break in mid-sentence). The body is written back as the file
 * wrote it, block by block, wherever the page shows a block the same; only a block the editor
 * changed is written anew, wrapped at the file's own width.
 */
export const markdownFormat = {
  fromFile(text: string): Data {
    const parts = splitFrontMatter(text);
    if (!parts) return { [BODY_FIELD]: text, [SOURCE_FIELD]: text };
    const front = (parse(parts.frontMatter) as Data | null) ?? {};
    const body = unwrapMarkdown(parts.body.replace(/\r\n/g, '\n'));
    return { ...front, [BODY_FIELD]: body, [SOURCE_FIELD]: text };
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
    return (
      source.slice(0, frontStart) + front + source.slice(frontEnd, fenceEnd) + keptBody(parts.body, bodyText)
    );
  },
};

/**
 * The body to write: the file's own, where the editor's shows every block the same; otherwise the
 * editor's blocks, each that shows the same as one of the file's written as the file wrote it, and
 * each new or changed one wrapped at the file's width. The rich text editor writes every block in
 * its own spelling (`_a_` for `*a*`, one line for a paragraph) once any of them changed; keeping the
 * others as they were makes a changed sentence change its own lines only. The file's blank lines,
 * first and last line breaks and Windows line breaks stay as they were.
 */
function keptBody(fileBody: string, editorBody: string): string {
  const crlf = fileBody.includes('\r\n');
  const file = splitBlocks(fileBody.replace(/\r\n/g, '\n'));
  const edited = splitBlocks(editorBody.replace(/\r\n/g, '\n'));
  const width = wrapWidth(fileBody.replace(/\r\n/g, '\n'));
  const unused = new Map<string, number[]>();
  file.blocks.forEach((block, index) => {
    const key = shownBlock(block);
    unused.set(key, [...(unused.get(key) ?? []), index]);
  });
  // Each of the editor's blocks, as the index of the file's block it matches, or its own new text.
  const matched = edited.blocks.map(
    (block) => unused.get(shownBlock(block))?.shift() ?? keptItems(block, file.blocks, width),
  );
  if (matched.length === file.blocks.length && matched.every((block, index) => block === index))
    return fileBody;
  const blocks = matched.map((block) => (typeof block === 'number' ? file.blocks[block] : block));
  const separators = matched.slice(1).map((block, index) => {
    const before = matched[index];
    // Two blocks that stood side by side in the file keep the blank lines between them.
    return typeof block === 'number' && typeof before === 'number' && block === before + 1
      ? file.separators[before]
      : '\n\n';
  });
  const text = joinBlocks({
    leading: file.leading,
    blocks,
    separators,
    trailing: blocks.length > 0 ? file.trailing || '' : '',
  });
  return crlf ? text.replace(/\n/g, '\r\n') : text;
}

/**
 * A list the editor changed, with each item that shows the same as one of the file's lists' items
 * written as the file wrote it, and each new or changed item written with the file's marker and
 * wrapped at its width: a changed item changes its own lines only. Any other block is wrapped.
 */
function keptItems(block: string, fileBlocks: readonly string[], width: number | undefined): string {
  const items = listItems(block);
  if (!items) return wrapBlock(block, width);
  const fileLists = fileBlocks.flatMap((each) => {
    const found = listItems(each);
    return found ? [found] : [];
  });
  const unused = new Map<string, string[]>();
  for (const item of fileLists.flat()) {
    const key = shownBlock(item);
    unused.set(key, [...(unused.get(key) ?? []), item]);
  }
  const marker = listMarker(
    fileLists.find((list) => listMarker(list) === listMarker(items)) ?? fileLists[0] ?? [],
  );
  const kept = items
    .map((item) => unused.get(shownBlock(item))?.shift() ?? wrapBlock(withMarker(item, marker), width))
    .join('\n');
  return shownBlock(kept) === shownBlock(block) ? kept : wrapBlock(block, width);
}

/**
 * A file of a collection that holds markdown and YAML files, or YAML fields and YAML lists: Decap
 * gives every file of a collection its one format, so this one tells them apart by the text they were
 * read from. A markdown file opens with its front matter; a YAML list's text reads as a list.
 */
export const anyFileFormat = {
  fromFile(text: string): Data {
    return formatOfText(text).fromFile(text);
  },
  toFile(data: Data): string {
    const source = sourceOf(data);
    if (source !== undefined) return formatOfText(source).toFile(data);
    if (BODY_FIELD in data) return markdownFormat.toFile(data);
    return LIST_FIELD in data && Object.keys(withoutSource(data)).length === 1
      ? yamlListFormat.toFile(data)
      : yamlFormat.toFile(data);
  },
};

/** The format a file's text is written in. */
function formatOfText(text: string): typeof yamlFormat {
  if (splitFrontMatter(text)) return markdownFormat;
  try {
    return Array.isArray(parse(text)) ? yamlListFormat : yamlFormat;
  } catch {
    return yamlFormat;
  }
}

/** The entry's data without the sentence of "What changed", which is never written as it stands. */
function withoutNote(data: Data): Data {
  const { [VERSION_NOTE_FIELD]: _note, ...rest } = data;
  return rest;
}

/** The changes a guarded text's data lists, newest first. */
const changesOf = (data: Data) =>
  Array.isArray(data.changes) ? (data.changes as Partial<LegalChange>[]) : [];

/** What a guarded text's body says, as the guard compares it, once written to its file. */
const wordingOf = (file: string | undefined) =>
  file === undefined ? undefined : normalizedWording(splitFrontMatter(file)?.body ?? file);

/**
 * How a guarded text's save stands: whether its wording changed from the file it was read from,
 * and whether that change still needs its sentence in "What changed". A change not yet published
 * (the newest change with no recorded version, on a change in review) is the same change, edited
 * again: it keeps its sentence.
 */
export function versionState(data: Data): { reworded: boolean; needsNote: boolean } {
  const source = sourceOf(data);
  if (source === undefined) return { reworded: false, needsNote: false };
  const written = markdownFormat.toFile(withoutNote(data));
  const reworded = wordingOf(written) !== wordingOf(source);
  const note = String(data[VERSION_NOTE_FIELD] ?? '').trim();
  return { reworded, needsNote: reworded && note === '' };
}

/**
 * A guarded text, such as the privacy policy: a markdown file whose change of wording is published
 * as a new version. When the body's wording changed, the save writes a change entry at the top of
 * `changes`, dated `today()`, with the sentence the editor wrote in "What changed", and sets
 * `lastUpdated` to the same day; the version itself (its fingerprint and the wording it replaces) is
 * recorded where the change is published: by the local editor's save, or by the job that checks a
 * hosted editor's pull request. A change in review that has no recorded version yet is edited again
 * in place: its date and sentence are updated, and no second change is added.
 */
export function versionedMarkdownFormat(today: () => string) {
  return {
    fromFile(text: string): Data {
      const data = markdownFormat.fromFile(text);
      const [newest] = changesOf(data);
      // A change not yet recorded is this change in review: its sentence is the editor's to edit.
      return newest && !newest.fingerprint && typeof newest.text === 'string'
        ? { ...data, [VERSION_NOTE_FIELD]: newest.text }
        : data;
    },
    toFile(data: Data): string {
      const note = String(data[VERSION_NOTE_FIELD] ?? '').trim();
      const fields = withoutNote(data);
      const [newest, ...older] = changesOf(fields);
      const unrecorded = newest !== undefined && !newest.fingerprint;
      const { reworded } = versionState(data);
      if (!reworded && !(unrecorded && note !== '' && note !== newest.text))
        return markdownFormat.toFile(fields);
      const day = today();
      const changes = unrecorded
        ? [{ ...newest, date: day, text: note || newest.text }, ...older]
        : [{ date: day, text: note }, ...changesOf(fields)];
      return markdownFormat.toFile({ ...fields, changes, lastUpdated: day });
    },
  };
}

/** When a folder's entries are published: a draft never, an entry with a day to come on that day. */
export interface PublishRule {
  draft?: (data: Data) => unknown;
  date?: (data: Data) => unknown;
}

/**
 * A markdown file of a folder whose entries are published by a rule, such as a post: as
 * `markdownFormat`, and each entry read says, for the editor's list of entries, whether it is a
 * draft or scheduled for a day after `today()`. The list's summary shows it beside the title.
 */
export function publishedMarkdownFormat(rule: PublishRule, today: () => string) {
  return {
    fromFile(text: string): Data {
      const data = markdownFormat.fromFile(text);
      const publication = publicationOf(rule, data, today());
      return publication ? { ...data, [PUBLICATION_FIELD]: publication } : data;
    },
    toFile: markdownFormat.toFile,
  };
}

/** Why an entry is not yet on the site, as its list shows it, or nothing once it is published. */
export function publicationOf(rule: PublishRule, data: Data, today: string): string | undefined {
  // A file with front matter that does not read as the schema wants is the content check's to name.
  const safely = (read: ((value: Data) => unknown) | undefined) => {
    try {
      return read?.(data);
    } catch {
      return undefined;
    }
  };
  if (safely(rule.draft) === true) return ' · Draft';
  const day = safely(rule.date);
  if (typeof day === 'string' && day > today) return ` · Scheduled for ${day}`;
  return undefined;
}

import { fillPlaceholders } from '../../schemas';
import type { BodyFacts } from '../../shared/markdown';
import type { FileRole } from './files';
import type { Body, SourceFile } from './source-file';
import { lightParsed } from './yaml/parsed';

/**
 * A file as read, in the form the content check's cache keeps it: what its reader worked out (data,
 * problems, links, heading ids), and nothing the file's path or text already hold. Its kind,
 * collection and id come from its path again; the YAML text and the body are cut from its text again,
 * only when something asks for them (a problem's place, a body's wording).
 */
export type FrozenFile = Omit<
  SourceFile,
  'kind' | 'file' | 'collection' | 'id' | 'parsed' | 'body' | 'markdown'
> & {
  /** The YAML's place in the file's text (or, for a signed statement, its text itself), and its data. */
  parsed?: { at: number; length: number; source?: string; lineOffset: number; data: unknown };
  /** A body is the end of its file's text: its line, and how many characters it has. */
  body?: { line: number; length: number };
  /** A body's facts, its heading ids listed rather than in a set. */
  markdown?: Omit<BodyFacts, 'text' | 'ids'> & { ids: string[] };
};

/** A file as read, in the form the cache keeps it; `text` is the text it was read from. */
export function freeze(source: SourceFile, text: string): FrozenFile {
  const {
    kind: _kind,
    file: _file,
    collection: _collection,
    ...frozen
  } = source as SourceFile & {
    id?: string;
  };
  const kept: Record<string, unknown> = { ...frozen };
  delete kept.id;
  if ('parsed' in source && source.parsed) {
    const { source: yaml, lineOffset, data } = source.parsed;
    const at = text.indexOf(yaml);
    kept.parsed = { at, length: yaml.length, ...(at < 0 && { source: yaml }), lineOffset, data };
  }
  if ('body' in source && source.body)
    kept.body = { line: source.body.line, length: source.body.text.length };
  if ('markdown' in source && source.markdown) {
    const { ids, headings, links, images } = source.markdown;
    kept.markdown = { ids: [...ids], headings, links, images };
  }
  return kept as FrozenFile;
}

/**
 * A file as read, made again from what the cache kept, its role and path, and its text, which is
 * decoded only when a body or a YAML text is asked for. `values` are the placeholders' values it
 * was read with.
 */
export function thaw(
  frozen: FrozenFile,
  role: FileRole,
  file: string,
  text: () => string,
  values: Readonly<Record<string, string>> | undefined,
): SourceFile {
  const source: Record<string, unknown> = Object.assign({ file }, role, frozen);
  if (frozen.parsed) {
    const { at, length, lineOffset, data } = frozen.parsed;
    const yaml = frozen.parsed.source;
    source.parsed = lightParsed(() => yaml ?? text().slice(at, at + length), lineOffset, data);
  }
  if (frozen.body) {
    const { line, length } = frozen.body;
    let body: string | undefined;
    const bodyText = () => {
      if (body === undefined) {
        const whole = text();
        body = whole.slice(whole.length - length);
      }
      return body;
    };
    source.body = {
      line,
      get text() {
        return bodyText();
      },
    } satisfies Body;
    if (frozen.markdown) {
      let filled: string | undefined;
      const { ids, headings, links, images } = frozen.markdown;
      source.markdown = {
        ids: new Set(ids),
        headings,
        links,
        images,
        get text() {
          return (filled ??= values ? fillPlaceholders(bodyText(), values) : bodyText());
        },
      } satisfies BodyFacts;
    }
  }
  return source as unknown as SourceFile;
}

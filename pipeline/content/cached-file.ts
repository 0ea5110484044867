import { fillMarkdownPlaceholders } from '../../schemas';
import { bodyFacts, type BodyFacts } from '../../shared/markdown';
import type { FileRole } from './files';
import type { Body, SourceFile } from './source-file';
import { parsedAgain } from './yaml/parsed';

/**
 * A file as read, in the form the content check's cache keeps it: what its reader worked out that
 * the checks across files read on every run (data, problems, links), and nothing its path or text
 * already hold. Its kind, collection and id come from its path again; its YAML, its body, and a
 * body's heading ids and headings are made again from its text, only when something asks for them
 * (a problem's place, a link to one of its sections, a translation's English), which in a check of
 * thousands of files is a few of them.
 */
export type FrozenFile = Omit<
  SourceFile,
  'kind' | 'file' | 'collection' | 'id' | 'parsed' | 'body' | 'markdown' | 'problems'
> & {
  /** Left out when there is none. */
  problems?: SourceFile['problems'];
  /** The YAML's place in the file's text (or, for a signed statement, its text itself). */
  parsed?: { at: number; length: number; source?: string; lineOffset: number };
  /** A body is the end of its file's text: its line, and how many characters it has. */
  body?: { line: number; length: number };
  /** A body's links and pictures. */
  markdown?: Pick<BodyFacts, 'links' | 'images'>;
};

/** What a frozen file leaves out, or keeps in a form of its own. */
const NOT_KEPT_AS_IS = new Set([
  'kind',
  'file',
  'collection',
  'id',
  'problems',
  'parsed',
  'body',
  'markdown',
]);

/**
 * A file as read, in the form the cache keeps it; `text` is the text it was read from. The object
 * is built key by key rather than copied and pruned: removing a key from an object makes V8 keep
 * it as a slower dictionary, which the cache's JSON then takes longer to write, for every file.
 */
export function freeze(source: SourceFile, text: string): FrozenFile {
  const kept: Record<string, unknown> = {};
  for (const name in source) {
    if (!NOT_KEPT_AS_IS.has(name)) kept[name] = (source as unknown as Record<string, unknown>)[name];
  }
  if (source.problems.length > 0) kept.problems = source.problems;
  if ('parsed' in source && source.parsed) {
    const { source: yaml, lineOffset } = source.parsed;
    const at = text.indexOf(yaml);
    kept.parsed = { at, length: yaml.length, ...(at < 0 && { source: yaml }), lineOffset };
  }
  if ('body' in source && source.body)
    kept.body = { line: source.body.line, length: source.body.text.length };
  if ('markdown' in source && source.markdown) {
    const { links, images } = source.markdown;
    kept.markdown = { links, images };
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
  source.problems = frozen.problems ?? [];
  if (frozen.parsed) {
    const { at, length, lineOffset } = frozen.parsed;
    const yaml = frozen.parsed.source;
    source.parsed = parsedAgain(() => yaml ?? text().slice(at, at + length), lineOffset);
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
      const filledText = () =>
        (filled ??= values ? fillMarkdownPlaceholders(bodyText(), values) : bodyText());
      source.markdown = bodyFacts(frozen.markdown, filledText, bodyText);
    }
  }
  return source as unknown as SourceFile;
}

import { fillPlaceholders } from '../../schemas';
import type { BodyFacts } from '../../shared/markdown';
import type { Body, SourceFile } from './source-file';
import { lightParsed, type ParsedYaml } from './yaml/parsed';

/**
 * A file as read, in the form the content check's cache keeps it. What a reader worked out is kept
 * (data, problems, links, heading ids); what the file's text already holds is not, and is made again
 * from the text only when something asks for it: a body's text, and the YAML document a problem's
 * place is found in.
 */
export type FrozenFile = Omit<SourceFile, 'parsed' | 'body' | 'markdown'> & {
  parsed?: { source: string; lineOffset: number; data: unknown };
  /** A body is the end of its file's text: its line, and how many characters it has. */
  body?: { line: number; length: number };
  markdown?: Omit<BodyFacts, 'text'>;
};

/** A file as read, in the form the cache keeps it. */
export function freeze(source: SourceFile): FrozenFile {
  const frozen: Record<string, unknown> = { ...source };
  if ('parsed' in source && source.parsed) {
    const { source: text, lineOffset, data } = source.parsed;
    frozen.parsed = { source: text, lineOffset, data };
  }
  if ('body' in source && source.body)
    frozen.body = { line: source.body.line, length: source.body.text.length };
  if ('markdown' in source && source.markdown) {
    const { ids, headings, links, images } = source.markdown;
    frozen.markdown = { ids, headings, links, images };
  }
  return frozen as FrozenFile;
}

/**
 * A file as read again from what the cache kept, and the file's text, which is decoded only when a
 * body's text is asked for. `values` are the placeholders' values it was read with.
 */
export function thaw(
  frozen: FrozenFile,
  text: () => string,
  values: Readonly<Record<string, string>> | undefined,
): SourceFile {
  const source: Record<string, unknown> = { ...frozen };
  if (frozen.parsed) {
    const { source: yaml, lineOffset, data } = frozen.parsed;
    source.parsed = lightParsed(yaml, lineOffset, data) satisfies ParsedYaml;
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
      source.markdown = {
        ...frozen.markdown,
        get text() {
          return (filled ??= values ? fillPlaceholders(bodyText(), values) : bodyText());
        },
      } satisfies BodyFacts;
    }
  }
  return source as unknown as SourceFile;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  registry,
  fillPlaceholders,
  fillPlaceholdersIn,
  GLOBAL_PLACEHOLDERS,
  placeholderMatches,
  unknownPlaceholderMessage,
  type CollectionName,
} from '../../schemas';
import { wholeFile, entryNameProblem, type FileRole } from './files';
import { issuesToProblems, requiredKeysAt } from './format-issues';
import { parseMarkdown } from '../../shared/markdown';
import { signedText } from './signed';
import { splitFrontMatter } from '../../shared/front-matter';
import { decodeText } from './decode';
import { frontMatterFenceProblem } from './fences';
import { parseYaml } from './yaml/parse';
import type { ParsedYaml } from './yaml/parsed';
import type { Problem } from './problem';
import { overlay, splitTranslation } from './translations';
import type { SourceFile } from './source-file';

export type { SourceFile };

/** How a file should start, named by the fields its schema needs, for an empty or headless file. */
function whatBelongs(schema: z.ZodType, markdown: boolean): string {
  const required = requiredKeysAt(schema, []);
  const fields =
    required.length > 0 ? `the fields ${required.join(', ')}` : 'a list of items, each starting with "- "';
  return markdown
    ? `it should start with front matter: a line ---, then ${fields}, each on its own line, then another line ---`
    : `it should hold ${fields}; see content/README.md`;
}

/** Says where a file that is missing should be and what it holds. */
export function missingFileProblem(file: string, collection: CollectionName): Problem {
  const { schema } = registry[collection];
  return wholeFile(
    file,
    `this file is missing; the site needs it: ${whatBelongs(schema, file.endsWith('.md'))}`,
  );
}

function unknownBodyPlaceholders(body: { text: string; line: number }, file: string): Problem[] {
  const known: readonly string[] = GLOBAL_PLACEHOLDERS;
  return placeholderMatches(body.text)
    .filter(({ name }) => !known.includes(name))
    .map(({ name, index }) => {
      // Lines are counted only for a placeholder at fault, which keeps a clean body quick to check.
      const before = body.text.slice(0, index);
      return {
        file,
        line: body.line + before.split('\n').length - 1,
        column: index - (before.lastIndexOf('\n') + 1) + 1,
        path: 'body',
        message: unknownPlaceholderMessage(name),
      };
    });
}

/**
 * Reads, parses and validates one file. `values` fills the placeholders of its data and body; it is
 * absent while the site's settings have a problem of their own.
 */
export function readSourceFile(
  root: string,
  file: string,
  role: FileRole,
  values: Readonly<Record<string, string>> | undefined,
  /** The file's text when it is not read from the disk, as the browser editor's check before a save gives it. */
  given?: string,
): SourceFile {
  const { schema } = registry[role.collection];
  const source: SourceFile = { file, ...role, problems: [] };
  const { problems } = source;
  if (role.id !== undefined) {
    const nameProblem = entryNameProblem(file, role.id);
    if (nameProblem) problems.push(nameProblem);
  }
  // The bytes are decoded here, not by readFileSync, so that a file not saved as UTF-8 is refused
  // rather than read with its accented letters turned into �.
  const decoded = given === undefined ? decodeText(readFileSync(path.join(root, file))) : { text: given };
  if (!('text' in decoded)) {
    problems.push({ file, path: '', ...decoded });
    return source;
  }
  const { text } = decoded;
  const definition = registry[role.collection];
  // A recorded version, a signing key, and a signed statement are read further on; here only their text.
  if (role.version !== undefined || role.key) return { ...source, raw: text };
  if (definition.kind === 'folder' && definition.format === 'signed-yaml')
    return { ...source, raw: text, pending: true };
  const markdown = file.endsWith('.md');
  let yaml: { parsed?: ParsedYaml; problems: Problem[] };
  if (markdown) {
    const parts = splitFrontMatter(text);
    if (!parts) {
      const empty = text.trim() === '';
      const fence = empty ? undefined : frontMatterFenceProblem(text);
      const message = empty
        ? `this file is empty; ${whatBelongs(schema, true)}`
        : whatBelongs(schema, true).replace(/^it /, 'this file ');
      problems.push(fence ? { file, path: '', ...fence } : wholeFile(file, message));
      return source;
    }
    yaml = parseYaml(parts.frontMatter, file, parts.frontMatterLine - 1);
    source.body = { text: parts.body, line: parts.bodyLine };
    problems.push(...unknownBodyPlaceholders(source.body, file));
    const filled = values ? fillPlaceholders(parts.body, values) : parts.body;
    // The check keeps what it reads of the body, not its token tree; the build renders it from the text.
    const { ids, headings, links, images } = parseMarkdown(filled, parts.body);
    source.markdown = { ids, headings, links, images, text: filled };
  } else {
    yaml = parseYaml(text, file);
  }
  // A translation is checked against its schema once laid over its English, which the store does.
  if (role.language !== undefined) {
    problems.push(...yaml.problems);
    source.parsed = yaml.parsed;
    if (!yaml.parsed) return source;
    const { words, meta, problems: metaProblems } = splitTranslation(yaml.parsed, file);
    problems.push(...metaProblems);
    return { ...source, words, translation: meta };
  }
  return acceptYaml(
    source,
    yaml,
    values,
    markdown ? 'the front matter is empty' : 'this file is empty',
    markdown ? 2 : 1,
  );
}

/** Validates a file's YAML against its collection's schema, and keeps the data when it is valid. */
function acceptYaml(
  source: SourceFile,
  yaml: { parsed?: ParsedYaml; problems: Problem[] },
  values: Readonly<Record<string, string>> | undefined,
  empty: string,
  emptyLine: number,
): SourceFile {
  const { file, problems } = source;
  const { schema } = registry[source.collection];
  problems.push(...yaml.problems);
  source.parsed = yaml.parsed;
  if (!yaml.parsed) return source;
  if (yaml.parsed.data === null) {
    problems.push({
      file,
      line: emptyLine,
      column: 1,
      path: '',
      message: `${empty}; ${whatBelongs(schema, false)}`,
    });
    return source;
  }
  const result = schema.safeParse(yaml.parsed.data);
  if (!result.success) {
    problems.push(...issuesToProblems(result.error.issues, { file, parsed: yaml.parsed, schema }));
    return source;
  }
  source.data = values ? fillPlaceholdersIn(result.data, values) : result.data;
  return source;
}

/**
 * Reads a signed statement's text, which is YAML, and checks it against its schema; the signature
 * itself is checked by the store, against the collection's key.
 */
export async function readSignedStatement(
  source: SourceFile,
  values: Readonly<Record<string, string>> | undefined,
): Promise<SourceFile> {
  const signed = await signedText(source.raw ?? '');
  const done: SourceFile = { ...source, pending: undefined, problems: [...source.problems] };
  if ('problem' in signed) {
    done.problems.push(wholeFile(source.file, signed.problem));
    return done;
  }
  return acceptYaml(
    done,
    parseYaml(signed.text, source.file, signed.line - 1),
    values,
    'the signed text is empty',
    signed.line,
  );
}

/**
 * A translation made whole: its words laid over its English file's YAML, then checked against the
 * collection's schema like any file, its problems pointing at the translated file's lines. `fixed`
 * holds the values the translation never sets itself, such as the site settings' language.
 */
export function acceptTranslation(
  source: SourceFile,
  english: SourceFile,
  values: Readonly<Record<string, string>> | undefined,
  fixed: Readonly<Record<string, unknown>> = {},
): SourceFile {
  const done: SourceFile = { ...source, problems: [...source.problems] };
  // An English file that fails its own check is reported once, as itself, not again in each language.
  if (!source.parsed || english.parsed?.data === undefined || english.data === undefined) return done;
  const withWords = overlay(english.parsed.data, source.words);
  // A list file, such as the plans, has no fixed values; laying an empty group over it would replace it.
  const merged = Object.keys(fixed).length > 0 ? overlay(withWords, fixed) : withWords;
  const { schema } = registry[source.collection];
  const result = schema.safeParse(merged);
  if (!result.success) {
    done.problems.push(
      ...issuesToProblems(result.error.issues, {
        file: source.file,
        parsed: { ...source.parsed, data: merged },
        schema,
      }),
    );
    return done;
  }
  done.data = values ? fillPlaceholdersIn(result.data, values) : result.data;
  // A translated markdown file without a body of its own shows the English one.
  if (!source.markdown || source.markdown.text.trim() === '') {
    done.markdown = english.markdown;
    done.body = english.body;
  }
  return done;
}

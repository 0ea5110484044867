import {
  fillPlaceholdersIn,
  GLOBAL_PLACEHOLDERS,
  placeholderMatches,
  registry,
  unknownPlaceholderMessage,
  type CollectionName,
} from '../../../schemas';
import { splitFrontMatter } from '../../../shared/front-matter';
import { bodyFacts, type BodyFacts } from '../../../shared/markdown';
import { frontMatterFenceProblem } from '../fences';
import { wholeFile } from '../files';
import type { Problem } from '../problem';
import type { Body } from '../source-file';
import { parseYaml } from '../yaml/parse';
import { whatBelongs } from './expected';
import type { FileText, ReadContext } from './reader';
import type { YamlRead } from './validate';

export interface MarkdownParts {
  yaml: YamlRead;
  body: Body;
  markdown: BodyFacts;
  problems: Problem[];
}

/** The line and column in its file of a place in a markdown body, by its offset in the body. */
export function bodyPlace(body: Body, index: number): { line: number; column: number } {
  const before = body.text.slice(0, index);
  return {
    line: body.line + before.split('\n').length - 1,
    column: index - (before.lastIndexOf('\n') + 1) + 1,
  };
}

function unknownBodyPlaceholders(body: Body, file: string): Problem[] {
  const known: readonly string[] = GLOBAL_PLACEHOLDERS;
  return placeholderMatches(body.text)
    .filter(({ name }) => !known.includes(name))
    .map(({ name, index }) => ({
      file,
      ...bodyPlace(body, index),
      path: 'body',
      message: unknownPlaceholderMessage(name),
    }));
}

/** A markdown file split at its front matter's `---` lines and parsed, or why its front matter cannot be found. */
export function readMarkdownParts(
  { file, text }: FileText,
  collection: CollectionName,
  { values, bodies }: ReadContext,
): MarkdownParts | { problems: Problem[] } {
  const parts = splitFrontMatter(text);
  if (!parts) {
    const { schema } = registry[collection];
    const empty = text.trim() === '';
    const fence = empty ? undefined : frontMatterFenceProblem(text);
    const message = empty
      ? `this file is empty; ${whatBelongs(schema, true)}`
      : whatBelongs(schema, true).replace(/^it /, 'this file ');
    return { problems: [fence ? { file, path: '', ...fence } : wholeFile(file, message)] };
  }
  const yaml = parseYaml(parts.frontMatter, file, parts.frontMatterLine - 1);
  const body = { text: parts.body, line: parts.bodyLine };
  const filled = values ? fillPlaceholdersIn(parts.body, values, { markdown: true }) : parts.body;
  const markdown = bodyFacts(filled, parts.body, bodies);
  return { yaml, body, markdown, problems: unknownBodyPlaceholders(body, file) };
}

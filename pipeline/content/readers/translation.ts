import type { TranslationFile } from '../source-file';
import { splitTranslation } from '../translations';
import { parseYaml } from '../yaml/parse';
import { readMarkdownParts } from './markdown-parts';
import type { FileText, ReadContext } from './reader';
import type { YamlRead } from './validate';

/**
 * Reads a translated file: its words, apart from its `translation:` key. It is checked against its
 * schema only once laid over its English (translations.ts), which is a check across files.
 */
export function readTranslation(
  role: { collection: TranslationFile['collection']; language: string },
  input: FileText,
  context: ReadContext,
): TranslationFile {
  const { file } = input;
  const base = { kind: 'translation' as const, file, ...role };
  let read: TranslationFile;
  let yaml: YamlRead;
  if (file.endsWith('.md')) {
    const parts = readMarkdownParts(input, role.collection, context);
    if (!('yaml' in parts)) return { ...base, problems: parts.problems };
    ({ yaml } = parts);
    read = { ...base, body: parts.body, markdown: parts.markdown, problems: parts.problems };
  } else {
    yaml = parseYaml(input.text, file);
    read = { ...base, problems: [] };
  }
  const problems = [...read.problems, ...yaml.problems];
  if (!yaml.parsed) return { ...read, parsed: yaml.parsed, problems };
  const { words, meta, problems: metaProblems } = splitTranslation(yaml.parsed, file);
  return {
    ...read,
    parsed: yaml.parsed,
    words,
    translation: meta,
    problems: [...problems, ...metaProblems],
  };
}

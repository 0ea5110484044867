import { collections, fillPlaceholdersIn, registry, type Glossary, type Language } from '../../../schemas';
import { avoidedTerms } from '../glossary';
import { wholeFile } from '../files';
import type { Problem } from '../problem';
import type { TranslationFile } from '../source-file';
import { acceptTranslation, splitTranslation } from '../translations';
import { locateKey } from '../yaml/locate';
import { parseYaml } from '../yaml/parse';
import { readMarkdownParts } from './markdown-parts';
import type { FileText, ReadContext } from './reader';
import type { YamlRead } from './validate';

const LANGUAGES_FILE = collections.languages.file;
const GLOSSARY_FILE = collections.glossary.file;
const ENTRY_EXTENSION = '.md';

/** Reads a translated file: its words laid over its English file and checked against the schema. */
export function readTranslation(
  role: { collection: TranslationFile['collection']; language: string; id?: string },
  input: FileText,
  context: ReadContext,
): TranslationFile {
  const languages = context.sourceOf(LANGUAGES_FILE);
  const all = ((languages?.kind === 'yaml' && languages.data) as Language[] | undefined) || [];
  const language = all.slice(1).find((candidate) => candidate.tag === role.language);
  // Its placeholders are filled as its language writes them: ۷ روز, not 7 روز.
  const values = (language && context.valuesIn?.(language.locale)) ?? context.values;
  const own = readWords(role, input, { ...context, values });
  const definition = registry[role.collection];
  const englishFile =
    definition.kind === 'single' ? definition.file : `${definition.folder}/${role.id}${ENTRY_EXTENSION}`;
  const read = { ...own, dependsOn: [englishFile, LANGUAGES_FILE, GLOSSARY_FILE] };
  const glossary = context.sourceOf(GLOSSARY_FILE);
  const terms = glossary?.kind === 'yaml' ? (glossary.data as Glossary | undefined) : undefined;
  read.problems.push(...avoidedTerms(input.file, input.text, role.language, terms));
  const english = context.sourceOf(englishFile);
  if (definition.kind === 'folder') {
    if (!english)
      return {
        ...read,
        problems: [
          ...read.problems,
          wholeFile(
            input.file,
            `this translates content/${englishFile}, which does not exist; name it as its English entry, or remove it`,
          ),
        ],
      };
    read.problems.push(...untranslatableFields(read, definition.translate ?? [], englishFile));
  }
  // A translation for a language the site does not have is reported as such (translations.ts), and
  // an English file that fails its own check is reported once, as itself, not again in each language.
  if (!language || (english?.kind !== 'markdown' && english?.kind !== 'yaml')) return read;
  if (english.data === undefined || english.parsed?.data === undefined) return read;
  // The site settings of a language take its tag and its way of writing dates from languages.yaml.
  const fixed = role.collection === 'site' ? { language: language.tag, locale: language.locale } : {};
  // Its own words are filled as its language writes numbers; the English words it leaves untranslated
  // are filled as the English are (10, not ۱۰, in an English sentence of a Persian page).
  const words = values === context.values ? read.words : fillPlaceholdersIn(read.words, values!);
  return { ...acceptTranslation({ ...read, words }, english, context.values, fixed), words: read.words };
}

/** A translated entry sets only its collection's words; every other field is its English entry's. */
function untranslatableFields(
  read: TranslationFile,
  words: readonly string[],
  englishFile: string,
): Problem[] {
  const { parsed } = read;
  if (!parsed || !read.words || typeof read.words !== 'object') return [];
  return Object.keys(read.words)
    .filter((key) => !words.includes(key))
    .map((key) => ({
      file: read.file,
      ...locateKey(parsed, [], key),
      path: key,
      message: `a translation sets only ${words.join(', ')} and the body; ${key} comes from content/${englishFile}, so remove it here`,
    }));
}

function readWords(
  role: { collection: TranslationFile['collection']; language: string; id?: string },
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

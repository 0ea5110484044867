import { registry, type CollectionName, type Content } from '../../schemas';
import { renderMarkdown, type BodyFacts } from '../../shared/markdown';
import { entryKey } from '../../shared/content-keys';
import { entryPath } from '../../shared/paths';
import { translatableFolders } from './files';
import type { LanguageContent, LoadResult } from './load-result';
import { unpublishedReason, type PublishContext } from './links';
import type { SiteCheck } from './site-check';
import type { EntryFile, TranslationFile } from './source-file';
import { publishedVersions } from './versions';

// Each body as read is rendered once: a store that reads one file again renders only that body.
const rendered = new WeakMap<BodyFacts, string>();

/** A valid file's entry with its body's HTML and headings, when it has a body. */
function withBody(markdown: BodyFacts | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!markdown) return fields;
  let html = rendered.get(markdown);
  if (html === undefined) rendered.set(markdown, (html = renderMarkdown(markdown.text).html));
  return { ...fields, html, headings: markdown.headings };
}

const bodyOf = (source: EntryFile) => (source.kind === 'markdown' ? source.markdown : undefined);

/** A translation's body; a translated markdown file without a body of its own shows the English one. */
function translatedBody(source: TranslationFile, english: EntryFile): BodyFacts | undefined {
  return source.markdown && source.markdown.text.trim() !== '' ? source.markdown : bodyOf(english);
}

/** The content a site check found no problem in, in each language, as the pages read it; or every problem. */
export function loadResult(
  site: SiteCheck,
  context: PublishContext & { values?: Readonly<Record<string, string>> },
): LoadResult {
  const { problems, files, byCollection, translated } = site;
  if (problems.length > 0) return { problems, files };
  const content = assembleContent(byCollection, context);
  const languages = translated.languages.map((language, index): LanguageContent => {
    if (index === 0) return { language, status: new Map(), content };
    const own = translated.files.get(language.tag)!;
    const localized = {
      ...content,
      // The site settings name the language, whether or not they are translated yet.
      site: { ...content.site, language: language.tag, locale: language.locale },
      ...Object.fromEntries(
        [...own].map(([name, source]) => [
          name,
          Array.isArray(source.data)
            ? source.data
            : withBody(translatedBody(source, byCollection.get(name)![0]), { ...(source.data as object) }),
        ]),
      ),
      ...Object.fromEntries(
        [...translatableFolders.values()].map((name) => [
          name,
          localizedEntries(name, content, byCollection, translated.entries.get(language.tag)!),
        ]),
      ),
    } as Content;
    return { language, status: translated.status(language.tag), content: localized };
  });
  return {
    content,
    problems,
    files,
    versions: publishedVersions(byCollection, site.archived, context.values ?? {}),
    languages,
  };
}

/** A translated collection's published entries in a language: each translation, or its English marked untranslated. */
function localizedEntries(
  name: CollectionName,
  english: Content,
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  translations: ReadonlyMap<string, TranslationFile>,
): unknown[] {
  const sources = new Map(byCollection.get(name)!.map((source) => [source.id, source]));
  const entries = english[name] as unknown as { id: string; url: string }[];
  return entries
    .map(({ id, url }) => {
      const source = sources.get(id)!;
      const translation = translations.get(entryKey(name, id));
      return translation
        ? withBody(translatedBody(translation, source), { id, url, ...(translation.data as object) })
        : withBody(bodyOf(source), { id, url, ...(source.data as object), untranslated: true });
    })
    .sort((registry[name] as { order: (a: unknown, b: unknown) => number }).order);
}

/** The pages' view of valid content: single files as they are, folders as their published entries in order. */
function assembleContent(byCollection: Map<CollectionName, EntryFile[]>, context: PublishContext): Content {
  const content: Record<string, unknown> = {};
  for (const [name, sources] of byCollection) {
    const definition = registry[name];
    if (definition.kind === 'single') {
      const { data } = sources[0];
      // A list kept in one file, such as the plans, has no body to add.
      content[name] = Array.isArray(data) ? data : withBody(bodyOf(sources[0]), { ...(data as object) });
      continue;
    }
    const order = definition.order as (a: unknown, b: unknown) => number;
    content[name] = sources
      .filter((source) => unpublishedReason(name, source.data, context) === undefined)
      .map((source) =>
        withBody(bodyOf(source), {
          id: source.id,
          url: entryPath(definition, source.id!),
          ...(source.data as object),
          // A signed statement says which key its signature was checked against, for its page to show.
          ...(source.kind === 'signed' && source.signature && { signature: source.signature }),
        }),
      )
      .sort(order);
  }
  return content as Content;
}

import { registry, type CollectionName, type Content } from '../../schemas';
import { renderMarkdown, type BodyFacts } from '../../shared/markdown';
import { entryPath } from '../../shared/paths';
import type { LanguageContent, LoadResult } from './load-result';
import { unpublishedReason, type PublishContext } from './links';
import type { SiteCheck } from './site-check';
import type { EntryFile, TranslationFile } from './source-file';
import { publishedVersions } from './versions';

/** Gives a valid file's entry its rendered body, made the first time a page or a feed reads it. */
function withBody(markdown: BodyFacts | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!markdown) return fields;
  // One parse gives both, for a body whose headings the check did not need.
  let rendered: ReturnType<typeof renderMarkdown> | undefined;
  const render = () => (rendered ??= renderMarkdown(markdown.text));
  return Object.defineProperties(fields, {
    html: { enumerable: true, get: () => render().html },
    headings: { enumerable: true, get: () => render().headings },
  });
}

const bodyOf = (source: EntryFile) => (source.kind === 'markdown' ? source.markdown : undefined);

/** A translation's body; a translated markdown file without a body of its own shows the English one. */
function translatedBody(source: TranslationFile, english: EntryFile): BodyFacts | undefined {
  return source.markdown && source.markdown.text.trim() !== '' ? source.markdown : bodyOf(english);
}

/**
 * The content a site check found no problem in, as the pages read it, assembled and its markdown
 * rendered only when first read (the content check needs only the problems); or every problem.
 */
export function loadResult(
  site: SiteCheck,
  context: PublishContext & { values?: Readonly<Record<string, string>> },
): LoadResult {
  const { problems, files, byCollection, translated } = site;
  if (problems.length > 0) return { problems, files };
  // Assembled when first read: the content check needs only the problems.
  let content: Content | undefined;
  const assemble = () => (content ??= assembleContent(byCollection, context));
  const languages = translated.languages.map((language, index): LanguageContent => {
    if (index === 0)
      return {
        language,
        status: new Map(),
        get content() {
          return assemble();
        },
      };
    let localized: Content | undefined;
    const own = translated.files.get(language.tag)!;
    return {
      language,
      get status() {
        return translated.status(language.tag);
      },
      get content() {
        const english = assemble();
        return (localized ??= {
          ...english,
          // The site settings name the language, whether or not they are translated yet.
          site: { ...english.site, language: language.tag, locale: language.locale },
          ...Object.fromEntries(
            [...own].map(([name, source]) => [
              name,
              Array.isArray(source.data)
                ? source.data
                : withBody(translatedBody(source, byCollection.get(name)![0]), {
                    ...(source.data as object),
                  }),
            ]),
          ),
        } as Content);
      },
    };
  });
  return {
    get content() {
      return assemble();
    },
    problems,
    files,
    versions: publishedVersions(byCollection, site.archived, context.values ?? {}),
    languages,
  };
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

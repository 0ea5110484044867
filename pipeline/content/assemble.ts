import { registry, type CollectionName, type Content } from '../../schemas';
import {
  renderTokens,
  shownBody,
  type BodyFacts,
  type RenderEnv,
  type ShownBody,
} from '../../shared/markdown';
import { pictureSet } from '../media/copies';
import type { MediaLibrary } from '../media/library';
import { entryKey } from '../../shared/content-keys';
import { entryPath } from '../../shared/paths';
import { translatableFolders } from './files';
import type { LanguageContent, LoadResult } from './load-result';
import { unpublishedReason, type PublishContext } from './links';
import type { SiteCheck } from './site-check';
import type { EntryFile, TranslationFile } from './source-file';
import { publishedVersions } from './versions';

// Each body as read is rendered once for the media folder as read, from the tokens its reader
// kept: a store that reads one file again renders only that body, and one that reads the media
// folder again renders anew, and neither parses a body again.
const rendered = new WeakMap<BodyFacts, { media: MediaLibrary; shown: ShownBody }>();

/** What a render of the bodies needs: the pictures of the media folder, each shown with its copies. */
function renderEnv(media: MediaLibrary): RenderEnv {
  return {
    picture: (address) => {
      const picture = media.pictures.get(address);
      return picture && pictureSet(picture);
    },
  };
}

/** An entry's fields with its body as a page shows it added, when it has a body. */
type WithBody = (markdown: BodyFacts | undefined, fields: Record<string, unknown>) => Record<string, unknown>;

/** The tokens a body's reader kept; a store that reads bodies for the check alone keeps none. */
export function tokensOf(markdown: BodyFacts): NonNullable<BodyFacts['tokens']> {
  if (!markdown.tokens)
    throw new Error("a body read with bodies: 'facts' cannot be shown; read it with 'render'");
  return markdown.tokens;
}

/**
 * How to render an entry's body again for one page, from the tokens its reader kept and with the
 * media folder's pictures, by the entry its body filled. The entry itself stays plain data, which
 * the editor's preview and the prerender's workers are handed as it is.
 */
const renders = new WeakMap<object, (address: (href: string) => string) => string>();

/**
 * An entry's body as the page that shows it writes it, every address in the site written by
 * `address` (relative to the page and in its language, or whole in a feed), rendered from the
 * body's one parse; undefined for an entry that was not filled here, such as one a test writes out.
 */
export function bodyFor(entry: object, address: (href: string) => string): string | undefined {
  return renders.get(entry)?.(address);
}

/** Adds each body as a page shows it, rendered with the media folder's pictures. */
function bodies(media: MediaLibrary): WithBody {
  const env = renderEnv(media);
  return (markdown, fields) => {
    if (!markdown) return fields;
    let made = rendered.get(markdown);
    const tokens = tokensOf(markdown);
    if (made?.media !== media) {
      made = { media, shown: shownBody({ tokens, headings: markdown.headings }, env) };
      rendered.set(markdown, made);
    }
    const entry = { ...fields, ...made.shown };
    renders.set(entry, (address) => renderTokens(tokens, { ...env, address }));
    return entry;
  };
}

const bodyOf = (source: EntryFile) => (source.kind === 'markdown' ? source.markdown : undefined);

/** A translation's body; a translated markdown file without a body of its own shows the English one. */
function translatedBody(source: TranslationFile, english: EntryFile): BodyFacts | undefined {
  return source.markdown && source.markdown.text.trim() !== '' ? source.markdown : bodyOf(english);
}

/** The content in each language, as the pages read it, when the site check found no problem. */
export function loadResult(
  site: SiteCheck,
  context: PublishContext & { values?: Readonly<Record<string, string>> },
): LoadResult {
  const { problems, files, byCollection, translated, keys } = site;
  if (problems.length > 0) return { problems, files, pictures: site.media.pictures };
  const withBody = bodies(site.media);
  // A page that publishes a key shows what the build read from it, in every language.
  const withKey = (name: CollectionName, data: Record<string, unknown>) =>
    keys.has(name) ? { ...data, publishedKey: keys.get(name) } : data;
  const content = assembleContent(byCollection, context, withBody, withKey);
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
            : withKey(
                name,
                withBody(translatedBody(source, byCollection.get(name)![0]), { ...(source.data as object) }),
              ),
        ]),
      ),
      ...Object.fromEntries(
        [...translatableFolders.values()].map((name) => [
          name,
          localizedEntries(name, content, byCollection, translated.entries.get(language.tag)!, withBody),
        ]),
      ),
    } as Content;
    // Worked out when a page or a report first asks: a save's check needs none of it, and an
    // outdated translation asks git the day its English changed.
    return {
      language,
      get status() {
        return translated.status(language.tag);
      },
      content: localized,
    };
  });
  return {
    content,
    problems,
    files,
    versions: publishedVersions(byCollection, site.archived, context.values ?? {}),
    languages,
    pictures: site.media.pictures,
  };
}

/** Each published entry in its translation, or in English marked untranslated. */
function localizedEntries(
  name: CollectionName,
  english: Content,
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  translations: ReadonlyMap<string, TranslationFile>,
  withBody: WithBody,
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

function assembleContent(
  byCollection: Map<CollectionName, EntryFile[]>,
  context: PublishContext,
  withBody: WithBody,
  withKey: (name: CollectionName, data: Record<string, unknown>) => Record<string, unknown>,
): Content {
  const content: Record<string, unknown> = {};
  for (const [name, sources] of byCollection) {
    const definition = registry[name];
    if (definition.kind === 'single') {
      const { data } = sources[0];
      content[name] = Array.isArray(data)
        ? data
        : withKey(name, withBody(bodyOf(sources[0]), { ...(data as object) }));
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

import type { Content } from '../../schemas';
import { postPath, staticPaths, tagPath } from '../route-table';
import { closest } from './format-issues';

/**
 * A page a link may lead to. `anchors` lists its sections once known (a page whose file has a
 * problem of its own is left unchecked); `unavailable` says why the built site will not have it.
 */
export interface LinkTarget {
  anchors?: () => ReadonlySet<string>;
  unavailable?: string;
}

/** What decides which posts the built site holds. */
export interface PublishContext {
  today: string;
  preview: boolean;
  /** Every post file's id, valid or not. */
  postIds: readonly string[];
}

const none = () => new Set<string>();

/** The ids a rendered body gives its headings, read from the HTML so they are exactly the built ones. */
function headingIds(html: string): Set<string> {
  return new Set([...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((match) => match[1]));
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The pages of the site and the sections each one has, as far as the valid content tells. */
export function linkTargets(content: Partial<Content>, context: PublishContext): Map<string, LinkTarget> {
  const targets = new Map<string, LinkTarget>(staticPaths.map((p) => [p, { anchors: none }]));
  const set = (page: string, anchors: (() => Iterable<string>) | undefined) =>
    targets.set(page, { anchors: anchors && lazy(() => new Set(anchors())) });
  const { homePage, supportPage, privacyPolicy, terms, aboutPage, posts } = content;
  set('/', homePage && (() => [homePage.features.anchor, homePage.pricing.anchor]));
  set('/support', supportPage && (() => [supportPage.help.anchor]));
  set('/privacypolicy', privacyPolicy && (() => headingIds(privacyPolicy.html)));
  set('/terms', terms && (() => headingIds(terms.html)));
  set('/about', aboutPage && (() => headingIds(aboutPage.html)));
  // A post whose file has a problem of its own still has a page; only its sections are unknown.
  for (const id of context.postIds) set(postPath(id), undefined);
  for (const post of posts ?? []) {
    const page = postPath(post.id);
    if (!context.preview && post.draft) {
      targets.set(page, { unavailable: `${page} is a draft, so the built site leaves it out` });
    } else if (!context.preview && post.date > context.today) {
      targets.set(page, {
        unavailable: `${page} is dated ${post.date}, so the built site leaves it out until that day`,
      });
    } else {
      set(page, () => headingIds(post.html));
      for (const tag of post.tags) set(tagPath(tag), none);
    }
  }
  return targets;
}

/**
 * Says why a link inside the site leads nowhere, or nothing when it is fine or leaves the site.
 * A bare `#section` is resolved against `ownPage`: the page the link is written on for a markdown
 * body, and the home page for the header's links, which lead there from any page.
 */
export function brokenLinkMessage(
  link: string,
  targets: Map<string, LinkTarget>,
  ownPage = '/',
): string | undefined {
  if (!link.startsWith('/') && !link.startsWith('#')) return undefined;
  if (link.startsWith('//')) return undefined;
  const [pagePath, anchor] = link.split('#');
  const page = pagePath === '' ? ownPage : pagePath.replace(/(.)\/$/, '$1');
  const target = targets.get(page);
  if (!target) {
    const pages = [...targets.keys()];
    const suggestion = closest(page, pages);
    if (suggestion) return `${link} is not a page of this site; did you mean ${suggestion}?`;
    const listed = pages.filter((p) => !p.startsWith('/blog/')).join(', ');
    return `${link} is not a page of this site; the pages are ${listed}, and /blog/ followed by a post's file name without .md`;
  }
  if (target.unavailable) return `${target.unavailable}; link to it once it is published`;
  // The sections are looked up only for a link that names one, as a post's must be rendered first.
  const anchors = anchor === undefined ? undefined : target.anchors?.();
  if (anchor !== undefined && anchors && !anchors.has(anchor)) {
    const known = [...anchors];
    const suggestion = closest(anchor, known);
    const advice = suggestion
      ? `did you mean #${suggestion}?`
      : known.length > 0
        ? `its sections are ${known.map((a) => `#${a}`).join(', ')}`
        : 'it has no sections';
    return `#${anchor} is not a section of ${page}; ${advice}`;
  }
  return undefined;
}

/** Every text under a key named `to` or `href`, with its path, in one file's data. */
export function* linksIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* linksIn(item, [...path, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'to' || key === 'href') && typeof item === 'string') yield [[...path, key], item];
      else yield* linksIn(item, [...path, key]);
    }
  }
}

/**
 * The links written in a markdown body, `[words](/page#section)` and `[name]: /page`, each with
 * its 1-based line (counted from the body's first line) and column. Code is skipped.
 */
export function* bodyLinks(text: string): Generator<{ link: string; line: number; column: number }> {
  let fence: string | undefined;
  for (const [index, raw] of text.split('\n').entries()) {
    const opening = /^\s*(```|~~~)/.exec(raw)?.[1];
    if (opening && (!fence || fence === opening)) {
      fence = fence ? undefined : opening;
      continue;
    }
    if (fence) continue;
    // Inline code is blanked out, keeping every other character where it was.
    const line = raw.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const match of line.matchAll(/\]\(\s*<?([^\s)>]+)/g)) {
      yield { link: match[1], line: index + 1, column: (match.index ?? 0) + match[0].length - match[1].length + 1 };
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/.exec(line);
    if (definition) {
      yield { link: definition[1], line: index + 1, column: definition[0].length - definition[1].length + 1 };
    }
  }
}

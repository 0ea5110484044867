import type { CollectionName, Content } from '../../schemas';
import { postPath, staticPaths } from '../route-table';
import type { SourceFile } from './load';
import { locateValue } from './locate';
import { formatPath, type Problem } from './problem';

type Sources = Record<CollectionName, SourceFile | SourceFile[]>;

function problemAt(source: SourceFile, path: PropertyKey[], message: string): Problem {
  return { file: source.file, ...locateValue(source.parsed, path), path: formatPath(path), message };
}

/** Every text under a key named `to` or `href`, with its path, in one source file's data. */
function* linksIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* linksIn(item, [...path, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'to' || key === 'href') && typeof item === 'string') yield [[...path, key], item];
      else yield* linksIn(item, [...path, key]);
    }
  }
}

/** The pages of the site and the section anchors each one has, as the content defines them. */
function linkTargets(content: Content): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>(staticPaths.map((p) => [p, new Set<string>()]));
  targets.set('/', new Set([content.homePage.features.anchor, content.homePage.pricing.anchor]));
  targets.set('/support', new Set([content.supportPage.help.anchor]));
  targets.set('/privacypolicy', new Set(content.privacyPolicy.headings.map((h) => h.id)));
  targets.set('/terms', new Set(content.terms.headings.map((h) => h.id)));
  for (const post of content.posts) targets.set(postPath(post.id), new Set(post.headings.map((h) => h.id)));
  return targets;
}

function brokenLinkMessage(link: string, targets: Map<string, Set<string>>): string | undefined {
  if (!link.startsWith('/') && !link.startsWith('#')) return undefined;
  const [pagePath, anchor] = link.split('#');
  // A bare #section is a header link: on any page it leads to that section of the home page.
  const page = pagePath === '' ? '/' : pagePath.replace(/(.)\/$/, '$1');
  const anchors = targets.get(page);
  if (!anchors) {
    return `${link} is not a page of this site; the pages are ${[...targets.keys()].filter((p) => !p.startsWith('/blog/')).join(', ')}`;
  }
  if (anchor !== undefined && !anchors.has(anchor)) {
    const known = [...anchors].map((a) => `#${a}`).join(', ') || 'none';
    return `#${anchor} is not a section of ${page}; its sections are ${known}`;
  }
  return undefined;
}

/**
 * The checks that need more than one file, or more than one entry of a list: links that lead
 * nowhere, duplicate entries, exactly one featured plan, and dates that are not yet.
 */
export function crossCheck(content: Content, sources: Sources, today: string): Problem[] {
  const problems: Problem[] = [];
  const single = (name: CollectionName) => sources[name] as SourceFile;

  const targets = linkTargets(content);
  for (const source of Object.values(sources).flat()) {
    for (const [path, link] of linksIn(source.data)) {
      const message = brokenLinkMessage(link, targets);
      if (message) problems.push(problemAt(source, path, message));
    }
  }

  const plans = single('plans');
  const featured = content.plans.flatMap((plan, index) => (plan.featured ? [index] : []));
  if (featured.length === 0) {
    problems.push(problemAt(plans, [], 'no plan has "featured: true"; mark exactly one plan, usually the Most Popular one'));
  }
  for (const index of featured.slice(1)) {
    problems.push(
      problemAt(plans, [index, 'featured'], `only one plan can be featured, and ${content.plans[featured[0]].name} already is`),
    );
  }
  const duplicates = <T>(items: T[], key: (item: T) => string, name: CollectionName, field: string, what: string) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else problems.push(problemAt(single(name), [index, field], `${what} "${value}" is already used by item ${first + 1}; each must be different`));
    });
  };
  duplicates(content.plans, (plan) => plan.id, 'plans', 'id', 'the id');
  duplicates(content.servers, (server) => server.code, 'servers', 'code', 'the country code');
  duplicates(content.platforms, (platform) => platform.title, 'platforms', 'title', 'the platform');

  for (const name of ['privacyPolicy', 'terms'] as const) {
    if (content[name].lastUpdated > today) {
      problems.push(
        problemAt(single(name), ['lastUpdated'], `${content[name].lastUpdated} is in the future; write the day the text last changed, today at the latest (${today})`),
      );
    }
  }
  return problems;
}

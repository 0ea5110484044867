import { hasRightToLeft, isolate, isolateLeftToRight, LRI, PDI } from '../shared/bidi';
import { currentMirrors } from './current-mirrors';

/**
 * The one pattern of a placeholder, such as `{email}`: a letter, then letters, digits, `_` or `-`,
 * between braces. Every reader of placeholders (the schemas, the loader, the pages) uses it.
 */
export const PLACEHOLDER = /\{([A-Za-z][\w-]*)\}/g;

/**
 * The placeholders an editor may write in any text, each replaced at build time with a value from
 * `content/site.yaml` (`{year}` is the year of the build).
 */
export const GLOBAL_PLACEHOLDERS = [
  'product',
  'email',
  'phone',
  'host',
  'year',
  'copyrightYear',
  'chat',
  'onion',
  'mirrors',
] as const;

export type GlobalPlaceholder = (typeof GLOBAL_PLACEHOLDERS)[number];

/** Each placeholder written in a piece of text, in order, with where it starts. */
export function placeholderMatches(text: string): { name: string; index: number }[] {
  // Most texts hold none, and are told so by one search for a brace.
  if (!text.includes('{')) return [];
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({ name: match[1], index: match.index }));
}

/** Lists the `{name}` placeholders written in a piece of text, in order. */
export function placeholdersIn(text: string): string[] {
  return placeholderMatches(text).map((match) => match.name);
}

/** What the content check says of a placeholder the text may not hold. */
export function unknownPlaceholderMessage(name: string, extra: readonly string[] = []): string {
  const known = [...GLOBAL_PLACEHOLDERS, ...extra].map((p) => `{${p}}`).join(', ');
  return `{${name}} is not a placeholder this site knows; use one of ${known}`;
}

/**
 * One formatter per locale, made when a number is first written in it. The first Intl.NumberFormat
 * a browser makes loads its number data, which takes tens of milliseconds on a phone.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Writes a number as readers of `locale` do: ۱۲ in fa-IR, 1,234 in en-US. */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/**
 * Replaces the placeholders that `values` names; any other stays as it was written. In a
 * right-to-left text (one holding a Persian or Hebrew letter, say), each value is isolated and each
 * left-to-right run the editor wrote ($Masky, a list of Latin names) is too, with Unicode's invisible
 * isolates, so each reads in the order it is written (see `shared/bidi.ts`); other texts are unchanged.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>>,
  /** The locale numbers are written in, such as fa-IR (۳ rather than 3); without it, as digits 0 to 9. */
  locale?: string,
  /** Whether the text is right to left; by default, whether it holds a right-to-left letter. */
  rightToLeft = hasRightToLeft(text),
): string {
  if (!rightToLeft && !text.includes('{')) return text;
  let result = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1];
    result += isolateLeftToRight(text.slice(last, match.index), rightToLeft);
    last = match.index + match[0].length;
    if (!(name in values)) {
      result += match[0];
      continue;
    }
    const value = values[name];
    const shown = typeof value === 'number' && locale ? formatNumber(value, locale) : String(value);
    result += rightToLeft ? isolate(shown) : shown;
  }
  return result + isolateLeftToRight(text.slice(last), rightToLeft);
}

// The parts of a markdown text that are addresses, code or syntax, filled but never isolated: a
// link's destination, an autolink, a code span or block, an ordered list's number. An isolate there would change the address or the code.
const MARKDOWN_LITERAL =
  /(```[\s\S]*?```|^[ \t]*\d+[.)](?=[ \t])|`[^`\n]+`|\]\([^)\s]*(?:\s+"[^"]*")?\)|<[a-z][a-z0-9+.-]*:[^>\s]*>|^\s*\[[^\]]+\]:\s*\S+)/gim;

/**
 * Fills the placeholders of a markdown text, as `fillPlaceholders` does a plain one, but leaves the
 * addresses of its links and its code without isolates; a code span of a right-to-left text is
 * isolated whole, left to right, so the command inside reads as it is typed.
 */
function fillMarkdownPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  const rightToLeft = hasRightToLeft(text);
  if (!rightToLeft) return fillPlaceholders(text, values, undefined, false);
  return text
    .split(MARKDOWN_LITERAL)
    .map((part, index) => {
      // split() puts the literal parts it matched at the odd places.
      if (index % 2 === 0) return fillPlaceholders(part, values, undefined, true);
      const filled = fillPlaceholders(part, values, undefined, false);
      return part.startsWith('`') && !part.startsWith('```') ? `${LRI}${filled}${PDI}` : filled;
    })
    .join('');
}

/**
 * The one way the site's placeholders ({product}, {year}, …) are filled, in a file's data, a
 * markdown body (`markdown: true`) or a recorded text. A list or an object none of whose texts
 * changes is given back as it is, not copied: most files hold no placeholder.
 */
export function fillPlaceholdersIn<T>(
  value: T,
  values: Readonly<Record<string, string>>,
  { markdown = false }: { markdown?: boolean } = {},
): T {
  if (typeof value === 'string')
    return (markdown ? fillMarkdownPlaceholders(value, values) : fillPlaceholders(value, values)) as T;
  if (Array.isArray(value)) {
    let filled: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const made = fillPlaceholdersIn(item, values);
      if (made !== item) (filled ??= [...value])[index] = made;
    });
    return (filled ?? value) as T;
  }
  if (value && typeof value === 'object') {
    let filled: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const made = fillPlaceholdersIn(item, values);
      if (made !== item) (filled ??= { ...(value as Record<string, unknown>) })[key] = made;
    }
    return (filled ?? value) as T;
  }
  return value;
}

/**
 * The site's settings that the global placeholders show. They are named here rather than taken from
 * the site's schema, which itself checks placeholders with this module.
 */
export interface PlaceholderSettings {
  product: string;
  email: string;
  phone: string;
  downloadHost: string;
  copyrightYear: number;
  communityChat: string;
  onion?: { address: string };
  mirrors?: readonly { url: string; removed?: string }[];
}

/** The value of each global placeholder, from the site's settings and the day of the build. */
export function globalPlaceholderValues(
  site: PlaceholderSettings,
  today: string,
): Record<GlobalPlaceholder, string> {
  return {
    product: site.product,
    email: site.email,
    phone: site.phone,
    host: site.downloadHost,
    year: today.slice(0, 4),
    copyrightYear: String(site.copyrightYear),
    chat: site.communityChat,
    // The addresses a help article names, so that it never drifts from the mirrors page: the onion
    // address, and each mirror the mirrors page lists as current, as a reader types it.
    onion: site.onion?.address ?? '',
    mirrors: currentMirrors(site)
      // Every mirror's address starts https:// (schemas/mirrors.ts); a copy in a folder keeps its path.
      .map((mirror) => mirror.url.replace(/^https:\/\//, ''))
      .join(', '),
  };
}

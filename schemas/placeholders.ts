import { hasRightToLeft, isolate, isolateLeftToRight, LRI, PDI } from '../shared/bidi';
import { currentMirrors } from './current-mirrors';

/**
 * The one pattern of a placeholder, such as `{email}`: a letter, then letters, digits, `_` or `-`,
 * between braces. Every reader of placeholders (the schemas, the loader, the pages) uses it.
 */
export const PLACEHOLDER = /\{([A-Za-z][\w-]*)\}/g;

/** The placeholders whose values come from `content/site.yaml` (`{year}` is the year of the build). */
export const SITE_PLACEHOLDERS = [
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

/**
 * The placeholders whose values come from the data a sentence would otherwise restate, so that it
 * cannot drift from it: Premium's price, the devices and the trial's days of `content/plans.yaml`,
 * and each app's current version on the download page (`content/platforms.yaml`), by its `os`.
 */
export const DATA_PLACEHOLDERS = [
  'premium-price',
  'devices',
  'trial-days',
  'windows-version',
  'macos-version',
  'linux-version',
  'android-version',
  'ios-version',
] as const;

/** The placeholders an editor may write in any text, each replaced at build time with its value. */
export const GLOBAL_PLACEHOLDERS = [...SITE_PLACEHOLDERS, ...DATA_PLACEHOLDERS] as const;

export type SitePlaceholder = (typeof SITE_PLACEHOLDERS)[number];
export type DataPlaceholder = (typeof DATA_PLACEHOLDERS)[number];
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

/** The value of each placeholder of the site's settings, from them and the day of the build. */
export function globalPlaceholderValues(
  site: PlaceholderSettings,
  today: string,
): Record<SitePlaceholder, string> {
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

/**
 * What the data placeholders show of the plans and the platforms, named here rather than taken from
 * their schemas, which check placeholders with this module.
 */
/** The collections the data placeholders take their values from, by their registry names. */
export const PLACEHOLDER_SOURCES = [
  'plans',
  'platforms',
] as const satisfies readonly (keyof PlaceholderData)[];

export interface PlaceholderData {
  plans?: readonly { id: string; price: string; devices?: number; trialDays?: number }[];
  platforms?: readonly { os?: string; version?: string }[];
}

export interface DataValues {
  /** Each data placeholder's value: a number (the devices, the days) is written in each text's locale. */
  values: Partial<Record<DataPlaceholder, string | number>>;
  /** Why each data placeholder the data gives no value has none, for the check to say where it is used. */
  missing: Partial<Record<DataPlaceholder, string>>;
}

/** The kinds of device whose app's version a placeholder shows, `{windows-version}` and so on. */
const VERSION_OSES = ['windows', 'macos', 'linux', 'android', 'ios'] as const;

/**
 * The value of each data placeholder, from the plans and the platforms as validated. A file not given
 * (not read, or refused by its schema) gives no value and names no placeholder as missing: its own
 * problems say what is wrong.
 */
export function dataPlaceholderValues({ plans, platforms }: PlaceholderData): DataValues {
  const made: DataValues = { values: {}, missing: {} };
  const give = (name: DataPlaceholder, value: string | number | undefined, missing: string) => {
    if (value === undefined) made.missing[name] = missing;
    else made.values[name] = value;
  };
  if (plans) {
    give(
      'premium-price',
      plans.find((plan) => plan.id === 'premium')?.price,
      'no plan in content/plans.yaml has the id premium',
    );
    // Every plan that gives its devices gives the same number (schemas/plans.ts).
    give(
      'devices',
      plans.find((plan) => plan.devices !== undefined)?.devices,
      'no plan in content/plans.yaml gives its devices',
    );
    give(
      'trial-days',
      plans.find((plan) => plan.trialDays !== undefined)?.trialDays,
      'no plan in content/plans.yaml gives trialDays',
    );
  }
  if (platforms) {
    for (const os of VERSION_OSES) {
      give(
        `${os}-version`,
        platforms.find((platform) => platform.os === os && platform.version !== undefined)?.version,
        `no platform in content/platforms.yaml with os: ${os} gives a version`,
      );
    }
  }
  return made;
}

/** Placeholders' values as a text of `locale` shows them: each number written as its readers write it. */
export function valuesWrittenIn(
  values: Readonly<Record<string, string | number>>,
  locale: string,
): Record<string, string> {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    written[name] = typeof value === 'number' ? formatNumber(value, locale) : value;
  return written;
}

/**
 * Every global placeholder's value for a text of `locale`, from the site's settings, the day of the
 * build, and the plans and platforms: what the content check fills in, made in one place.
 */
export function placeholderValues(
  site: PlaceholderSettings,
  data: PlaceholderData,
  today: string,
  locale: string,
): Record<string, string> {
  return valuesWrittenIn(
    { ...globalPlaceholderValues(site, today), ...dataPlaceholderValues(data).values },
    locale,
  );
}

import { z } from 'zod';
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { GLOBAL_PLACEHOLDERS, placeholdersIn, unknownPlaceholderMessage } from './placeholders';
import { hostInAddress, SITE_PATH_SOURCE, type HostInAddress } from '../shared/site-path';

function unknownPlaceholder(text: string, extra: readonly string[]): string | undefined {
  const allowed: readonly string[] = [...GLOBAL_PLACEHOLDERS, ...extra];
  return placeholdersIn(text).find((name) => !allowed.includes(name));
}

function placeholderMessage(text: string, extra: readonly string[]): string {
  return unknownPlaceholderMessage(unknownPlaceholder(text, extra) ?? '', extra);
}

/** Any piece of copy: not empty, and only known placeholders. */
export const text = z
  .string()
  .trim()
  .min(1, 'is empty: write some text here')
  .refine((value) => unknownPlaceholder(value, []) === undefined, {
    error: (issue) => placeholderMessage(String(issue.input), []),
  });

/**
 * Copy that the page fills in with its own values as well as the global ones, such as
 * `Download for {platform}`.
 */
export function template<const T extends string>(vars: readonly T[]) {
  return z
    .string()
    .trim()
    .min(1, 'is empty: write some text here')
    .refine((value) => unknownPlaceholder(value, vars) === undefined, {
      error: (issue) => placeholderMessage(String(issue.input), vars),
    })
    .refine((value) => vars.every((name) => value.includes(`{${name}}`)), {
      error: `must contain ${vars.map((name) => `{${name}}`).join(' and ')}`,
    });
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (digits: string | number) => String(digits).padStart(2, '0');

/**
 * Says what is wrong with a date as an editor typed it, with the date they most likely meant
 * written the right way, or nothing when it is a real day written `YYYY-MM-DD`.
 */
export function dateProblem(value: string): string | undefined {
  const exact = DATE_SHAPE.exec(value);
  if (exact) {
    const [year, month, day] = exact.slice(1).map(Number);
    if (month < 1 || month > 12) return `${value} has no month ${month}; the month is 01 to 12`;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > days) {
      return `${value} is not a day on the calendar: ${MONTHS[month - 1]} ${year} has ${days} days`;
    }
    return undefined;
  }
  const short = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (short)
    return `write the month and the day with two digits each: ${short[1]}-${pad(short[2])}-${pad(short[3])}`;
  const yearFirst = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (yearFirst)
    return `write the date with dashes: ${yearFirst[1]}-${pad(yearFirst[2])}-${pad(yearFirst[3])}`;
  const withTime = /^(\d{4}-\d{2}-\d{2})[T ]\d/.exec(value);
  if (withTime) return `write the day only, without a time: ${withTime[1]}`;
  const dayOrMonthFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dayOrMonthFirst) {
    const [first, second] = [Number(dayOrMonthFirst[1]), Number(dayOrMonthFirst[2])];
    const year = dayOrMonthFirst[3];
    const dayFirst = `${year}-${pad(second)}-${pad(first)}`;
    const monthFirst = `${year}-${pad(first)}-${pad(second)}`;
    if (first > 12 || second > 12) {
      return `write dates year first, as YYYY-MM-DD: ${first > 12 ? dayFirst : monthFirst}`;
    }
    return `write dates year first, as YYYY-MM-DD: ${dayFirst} for ${first} ${MONTHS[second - 1]}, or ${monthFirst} for ${second} ${MONTHS[first - 1]}`;
  }
  return 'should be a date written YYYY-MM-DD, for example 2025-07-24';
}

/** Tells whether `YYYY-MM-DD` names a day that exists on the calendar. */
export function isCalendarDate(value: string): boolean {
  return DATE_SHAPE.test(value) && dateProblem(value) === undefined;
}

/**
 * A calendar day written `YYYY-MM-DD`. It stays a plain day, with no time and no time zone, so a
 * reader anywhere in the world sees the same date.
 */
export const calendarDate = z
  .string({ error: 'should be a date written YYYY-MM-DD, for example 2025-07-24' })
  .regex(DATE_SHAPE, {
    error: (issue) => dateProblem(String(issue.input)),
    // A date in the wrong shape gets one message, not a second one about the calendar.
    abort: true,
  })
  .refine(isCalendarDate, { error: (issue) => dateProblem(String(issue.input)) });

// The package's main module registers the names of 78 languages, which loading takes longer than
// the content check's run with nothing changed; a country written by its name is looked up only in
// English. The browser's module registers none, so the names are registered here for both.
countries.registerLocale(english);

/**
 * Says what is wrong with a country code, with the code the editor most likely meant, or nothing
 * when it is a real two-letter ISO 3166-1 code in capitals.
 */
export function countryCodeProblem(value: string): string | undefined {
  if (/^[A-Z]{2}$/.test(value) && countries.isValid(value)) return undefined;
  const upper = value.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return `write the code in capitals: ${upper}`;
  if (upper === 'UK') return 'the code of the United Kingdom is GB';
  const fromThreeLetters = /^[A-Z]{3}$/.test(upper) ? countries.alpha3ToAlpha2(upper) : undefined;
  if (fromThreeLetters) return `use the two-letter code: ${fromThreeLetters}`;
  const fromName = countries.getAlpha2Code(value.trim(), 'en');
  if (fromName) return `write the country's two-letter code, ${fromName}, rather than its name`;
  if (/^[A-Z]{2}$/.test(value)) {
    return `${value} is not a country code; use the two-letter ISO 3166-1 code, for example DE for Germany`;
  }
  return 'should be a two-letter country code in capitals, for example DE';
}

/** A two-letter ISO 3166-1 country code in capitals, such as `DE` for Germany. */
export const countryCode = z
  .string({ error: 'should be a two-letter country code in capitals, for example DE' })
  .regex(/^[A-Z]{2}$/, { error: (issue) => countryCodeProblem(String(issue.input)), abort: true })
  .refine((code) => countryCodeProblem(code) === undefined, {
    error: (issue) => countryCodeProblem(String(issue.input)),
  });

/** A full web address starting with https:// (or http://). */
export const webUrl = z
  .string()
  .regex(
    /^https?:\/\/[^\s/$.?#][^\s]*$/i,
    'should be a full web address starting with https://, for example https://masky.example/page',
  );

/** A web address that may start with the `{host}` placeholder. */
export const downloadUrl = z
  .string()
  .regex(
    /^(https?:\/\/|\{host\}\/)[^\s]+$/i,
    'should be a full web address starting with https:// or {host}/, for example {host}/windows/setup.exe',
  );

/** What an editor reads when a link meant for the site could take a browser to another site. */
const HOST_IN_LINK: Record<HostInAddress, string> = {
  slashes:
    'starts with //, which a browser reads as the address of another site: a link inside the site starts with a single /, for example /signup, and a link to another site with https://',
  backslash:
    'has a backslash (\\) in it, which a browser reads as /, so the link could lead to another site: write / between the parts of the address, for example /blog/page/2',
  control:
    'has a tab, a line break or another invisible character in it; a browser leaves some of them out, so the link could lead to another site: write the address on one line, for example /signup',
  escaped:
    'has a % escape in it that stands for a slash, a backslash or an invisible character, so the link could lead to another site: write the address without it, for example /signup',
};

/** An address that names its scheme, such as https: or mailto:, and so is not meant for this site. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Why a link meant for this site (it names no scheme: `/signup`, `#pricing`) could take a browser to
 * another site, as `//2130706433` or `/\\evil.example` would, in an editor's words; nothing when it
 * cannot. The content check says the same of a link in a text (pipeline/content/links.ts).
 */
export function hostInLinkMessage(link: string): string | undefined {
  if (SCHEME.test(link)) return undefined;
  const found = hostInAddress(link);
  return found && HOST_IN_LINK[found];
}

/** Said of a link inside the site with a space in it, or a character that looks like one. */
const SPACE_IN_LINK =
  'has a space in it, or a character that looks like one: a link inside the site has none, for example /signup';

/** A path of the site's own shape, then a section of the page, each of them optional. */
const INTERNAL_LINK = new RegExp(`^(?:${SITE_PATH_SOURCE})?(?:#[a-z0-9-]+)?$`);

/**
 * A link inside this site: a path such as `/signup` or `/#pricing`, or a section of the home page
 * such as `#features`. It can never name a host: a link a browser could read as another site's is
 * refused with the reason, before its shape is looked at.
 */
export const internalLink = z
  .string()
  .refine((value) => value.length > 0, { error: 'is empty: write a link such as /signup', abort: true })
  .refine((value) => hostInLinkMessage(value) === undefined, {
    error: (issue) => hostInLinkMessage(String(issue.input)),
    abort: true,
  })
  .refine((value) => !/\s/.test(value), { error: SPACE_IN_LINK, abort: true })
  .regex(
    INTERNAL_LINK,
    'should be a link inside the site starting with / or #, for example /signup or /#pricing',
  );

export const linkSchema = z
  .strictObject({
    label: text.describe('The words the visitor clicks.'),
    to: internalLink.describe('Where it goes, for example /about or #pricing.'),
  })
  .describe('A link an editor names with words, inside the site.');
export type Link = z.output<typeof linkSchema>;

/** A plain form that opens the search page with the words typed in it. */
export const searchFormSchema = z
  .strictObject({
    label: text.describe('The label of the box, such as Search all answers.'),
    button: text.describe('The button that opens the search page with the words typed, such as Search.'),
    to: internalLink.describe('The search page, /search.'),
  })
  .describe('A search box that opens the search page with its words.');
export type SearchForm = z.output<typeof searchFormSchema>;

export const externalLinkSchema = z
  .strictObject({
    label: text.describe('The words the visitor clicks, or the name of the network for a social link.'),
    href: webUrl.describe('The full address, starting with https://.'),
  })
  .describe('Words and address for a link that leaves the site.');
export type ExternalLink = z.output<typeof externalLinkSchema>;

/**
 * The icons an editor can choose for a card. Each name maps to one drawing in
 * `src/ui/icons.tsx`.
 */
export const ICON_NAMES = [
  'shield',
  'lock',
  'eye-off',
  'coins',
  'devices',
  'bitcoin',
  'globe',
  'zap',
  'help',
  'book',
  'mail',
  'chat',
  'server',
  'check',
  'user',
  'credit-card',
  'rocket',
] as const;

/** The name of an icon from the list in `ICON_NAMES`. */
export const iconName = z.enum(ICON_NAMES, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not an icon name; choose one of ${ICON_NAMES.join(', ')}`,
});
export type IconName = z.output<typeof iconName>;

export const metaSchema = z
  .strictObject({
    title: text.describe('The page title shown in the browser tab and in search results.'),
    description: text.describe('One or two sentences shown under the title in search results.'),
  })
  .describe('What a page says about itself to search engines and in the browser tab.');
export type Meta = z.output<typeof metaSchema>;

export const cardSchema = z
  .strictObject({
    icon: iconName,
    title: text,
    text,
  })
  .describe('A card with an icon, a title and a sentence or two.');
export type Card = z.output<typeof cardSchema>;

/**
 * A link that may leave the site: a page of the site (/support), a full address (https://...),
 * or `{chat}` for the community chat address in `content/site.yaml`. A page of the site is held to
 * what `internalLink` is: it can name no host.
 */
export const anyLink = z
  .string()
  .refine((value) => value.length > 0, { error: 'is empty: write a link such as /setup', abort: true })
  .refine((value) => hostInLinkMessage(value) === undefined, {
    error: (issue) => hostInLinkMessage(String(issue.input)),
    abort: true,
  })
  .refine((value) => /^(?:https?:\/\/\S+|\{chat\})$/i.test(value) || INTERNAL_LINK.test(value), {
    error: 'should be a page of the site such as /setup, a full address starting with https://, or {chat}',
  });

/** The name of a section of a page in links, such as `features` in `/#features`. */
export const sectionAnchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'should be lower-case letters and dashes, for example features');

export const fieldSchema = z
  .strictObject({
    label: text.describe('The words over the field.'),
    placeholder: text.optional().describe('A light example inside the empty field.'),
  })
  .describe('A text field of a form: its label and the example shown inside it.');
export type Field = z.output<typeof fieldSchema>;

/**
 * A BCP 47 language tag as the site uses them: a language, then optionally a script and a region
 * (en, en-US, fa, zh-Hans). The site's settings and its list of languages share it.
 */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/;

import { z } from 'zod';
import countries from 'i18n-iso-countries';

/**
 * The placeholders an editor may write in any text, such as `{email}`. Each is replaced at build time
 * with a value from `content/site.yaml` (`{year}` is the year of the build).
 */
export const GLOBAL_PLACEHOLDERS = [
  'product',
  'email',
  'phone',
  'host',
  'year',
  'copyrightYear',
  'chat',
] as const;

const PLACEHOLDER = /\{([A-Za-z][\w-]*)\}/g;

/** Lists the `{name}` placeholders written in a piece of text, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

function unknownPlaceholder(text: string, extra: readonly string[]): string | undefined {
  const allowed: readonly string[] = [...GLOBAL_PLACEHOLDERS, ...extra];
  return placeholdersIn(text).find((name) => !allowed.includes(name));
}

function placeholderMessage(text: string, extra: readonly string[]): string {
  const name = unknownPlaceholder(text, extra) ?? '';
  const known = [...GLOBAL_PLACEHOLDERS, ...extra].map((p) => `{${p}}`).join(', ');
  return `{${name}} is not a placeholder this site knows; use one of ${known}`;
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

/** Tells whether `YYYY-MM-DD` names a day that exists on the calendar. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar day written `YYYY-MM-DD`. It stays a plain day, with no time and no time zone, so a
 * reader anywhere in the world sees the same date.
 */
export const calendarDate = z
  .string({ error: 'should be a date written YYYY-MM-DD, for example 2025-07-24' })
  .regex(DATE_SHAPE, 'should be a date written YYYY-MM-DD, for example 2025-07-24')
  .refine(isCalendarDate, {
    error: (issue) => `${String(issue.input)} is not a day on the calendar; check the month and day`,
  });

/** A two-letter ISO 3166-1 country code in capitals, such as `DE` for Germany. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'should be a two-letter country code in capitals, for example DE')
  .refine((code) => countries.isValid(code), {
    error: (issue) =>
      `${String(issue.input)} is not a country code; use the two-letter ISO 3166-1 code, for example DE for Germany`,
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

/**
 * A link inside this site: a path such as `/signup` or `/#pricing`, or a section of the home page
 * such as `#features`.
 */
export const internalLink = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*)?(#[a-z0-9-]+)?$/,
    'should be a link inside the site starting with / or #, for example /signup or /#pricing',
  )
  .refine((value) => value.length > 0, 'is empty: write a link such as /signup');

/** A link an editor names with words, inside the site. */
export const linkSchema = z.strictObject({
  /** The words the visitor clicks. */
  label: text,
  /** Where it goes, for example /about or #pricing. */
  to: internalLink,
});
export type Link = z.output<typeof linkSchema>;

/** Words and address for a link that leaves the site. */
export const externalLinkSchema = z.strictObject({
  /** The words the visitor clicks, or the name of the network for a social link. */
  label: text,
  /** The full address, starting with https://. */
  href: webUrl,
});
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

/** What a page says about itself to search engines and in the browser tab. */
export const metaSchema = z.strictObject({
  /** The page title shown in the browser tab and in search results. */
  title: text,
  /** One or two sentences shown under the title in search results. */
  description: text,
});
export type Meta = z.output<typeof metaSchema>;

/** A card with an icon, a title and a sentence or two. */
export const cardSchema = z.strictObject({
  icon: iconName,
  title: text,
  text,
});
export type Card = z.output<typeof cardSchema>;

/**
 * A link that may leave the site: a page of the site (/support), a full address (https://...),
 * or `{chat}` for the community chat address in `content/site.yaml`.
 */
export const anyLink = z
  .string()
  .regex(
    /^((\/[a-z0-9\-/]*)?(#[a-z0-9-]+)?|https?:\/\/\S+|\{chat\})$/i,
    'should be a page of the site such as /setup, a full address starting with https://, or {chat}',
  )
  .refine((value) => value.length > 0, 'is empty: write a link such as /setup');

/** A text field of a form: its label and the example shown inside it. */
export const fieldSchema = z.strictObject({
  /** The words over the field. */
  label: text,
  /** A light example inside the empty field. */
  placeholder: text.optional(),
});
export type Field = z.output<typeof fieldSchema>;

import { createContext, useContext } from 'react';
import { withBase } from '../../shared/languages';
import { namesFiles, relativeAddress } from '../../shared/paths';

/**
 * The locale of the page's language, such as fa-IR, which the layout provides, so that a renderer
 * writes its numbers the way its readers do (۳ of ۱۰ in Persian) without each page passing it down.
 * Without a layout, as in a renderer's own test, numbers are written with the digits 0 to 9.
 */
export const LocaleContext = createContext<string | undefined>(undefined);

/** The locale numbers and dates are written in on this page. */
export function useLocale(): string | undefined {
  return useContext(LocaleContext);
}

/**
 * The part the addresses of the page's language start with: '' for the site's own, /fa for Persian.
 * The layout provides it, so a link to /about on a Persian page leads to /fa/about.
 */
export const AddressBaseContext = createContext('');

/**
 * The address of the page being drawn, in its language (/fa/about), from which its links to the site
 * are written relative (`relativeAddress`), so that the built folder works under any path prefix.
 * The prerender gives it; without it (the not-found page, which a host serves for
 * any address at any depth, the editor's preview, a component's test) links stay written from the
 * site's root.
 */
export const PageAddressContext = createContext<string | undefined>(undefined);

/** Writes an address of the site from its root (/about, /flags/de.svg) as this page links it. */
export function useSiteAddress(): (url: string) => string {
  const from = useContext(PageAddressContext);
  return (url) => (from === undefined ? url : relativeAddress(url, from));
}

/**
 * Whether the page is read from a folder, as the offline archive's pages are: its links name files,
 * and a page the archive lacks (one in another language) is linked at the site's public address.
 */
export function useReadFromFolder(): boolean {
  return namesFiles(useContext(PageAddressContext));
}

/**
 * Writes the address of a page in another language than this page's as this page links it. An
 * offline archive holds its own language alone, so from its pages the other is linked where the
 * site is published, at `siteUrl`.
 */
export function useOtherLanguageAddress(siteUrl: string): (url: string) => string {
  const address = useSiteAddress();
  const offline = useReadFromFolder();
  return (url) => (offline ? `${siteUrl}${url}` : address(url));
}

/**
 * Turns an address of the site's own language into the same page's address in the page's language,
 * as this page links it: /about is ../../fa/about/ on the Persian page /fa/blog.
 */
export function useLocalize(): (url: string) => string {
  const base = useContext(AddressBaseContext);
  const address = useSiteAddress();
  return (url) => address(withBase(url, base));
}

/** A language's tag and writing direction, as `lang` and `dir` write them. */
export interface LanguageDirection {
  tag: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The page's language and the site's own, which the layout provides: the texts that are never
 * translated (blog posts, audits, canary statements, the change notes of the legal texts) stay in
 * the site's own language on every page.
 */
export const LanguagesContext = createContext<
  { page: LanguageDirection; source: LanguageDirection } | undefined
>(undefined);

/** The `lang` and `dir` attributes of a language, as an element spreads them. */
export type LanguageAttributes = { lang?: string; dir?: 'ltr' | 'rtl' };

/** Whether the page is in another language than the site's own, so that the two need telling apart. */
function translatedPage(languages: { page: LanguageDirection; source: LanguageDirection } | undefined) {
  return languages !== undefined && languages.page.tag !== languages.source.tag ? languages : undefined;
}

/**
 * The `lang` and `dir` of a text that stays in the site's own language on every page, so that a page
 * in another language (Persian, right to left) lays it out in its own direction; none on a page in
 * the site's own language, where the document's already say it, and none without a layout.
 */
export function useSourceLanguage(): LanguageAttributes {
  const languages = translatedPage(useContext(LanguagesContext));
  return languages ? { lang: languages.source.tag, dir: languages.source.dir } : {};
}

/**
 * The `lang` and `dir` of the page's own language, for its words inside a text in the site's own;
 * none on a page in the site's own language.
 */
export function usePageLanguage(): LanguageAttributes {
  const languages = translatedPage(useContext(LanguagesContext));
  return languages ? { lang: languages.page.tag, dir: languages.page.dir } : {};
}

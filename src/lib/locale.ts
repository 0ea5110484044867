import { createContext, useContext } from 'react';
import { withBase } from '../../shared/languages';

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

/** Turns an address of the site's own language into the same page's address in the page's language. */
export function useLocalize(): (url: string) => string {
  const base = useContext(AddressBaseContext);
  return (url) => withBase(url, base);
}

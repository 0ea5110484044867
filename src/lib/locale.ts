import { createContext, useContext } from 'react';

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

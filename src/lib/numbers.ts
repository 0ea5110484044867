import { createContext, useContext } from 'react';
import { formatNumber } from '../../schemas/placeholders';
import { useLocale } from './locale';

/** Writes a number the way the page's readers do: ۱۲ in Persian, 1,234 in English. */
export type WriteNumber = (value: number) => string;

/**
 * Numbers already written, by their value: those an island's first drawing wrote at build time,
 * which it carries in the page beside its props.
 */
export type WrittenNumbers = Record<string, string>;

/** Writes numbers with Intl in `locale`, or with the digits 0 to 9 when there is none, as in a renderer's own test. */
export function intlNumbers(locale: string | undefined): WriteNumber {
  return locale ? (value) => formatNumber(value, locale) : String;
}

/** Writes numbers as `write` does, and keeps each one it wrote in `written`. */
export function recordingNumbers(write: WriteNumber, written: WrittenNumbers): WriteNumber {
  return (value) => (written[value] ??= write(value));
}

/** Takes a number from those written at build time, and writes any other with `write`. */
export function writtenFirst(written: WrittenNumbers, write: WriteNumber): WriteNumber {
  return (value) => written[value] ?? write(value);
}

/**
 * How numbers are written where it is given: an island hydrating in the browser writes the numbers
 * its build-time drawing wrote from what it carries, so that hydrating it makes no Intl formatter;
 * it makes one only for a number the visitor's choices bring.
 */
export const NumbersContext = createContext<WriteNumber | undefined>(undefined);

/** How a renderer writes numbers: as its island was given, or with Intl in the page's locale. */
export function useWriteNumber(): WriteNumber {
  const given = useContext(NumbersContext);
  const locale = useLocale();
  return given ?? intlNumbers(locale);
}

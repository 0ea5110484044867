import { createContext, useContext } from 'react';
import { useLocale } from './locale';

/** Writes a number the way the page's readers do: ۱۲ in Persian, 1,234 in English. */
export type WriteNumber = (value: number) => string;

/**
 * Numbers already written, by their value: those an island's first drawing wrote at build time,
 * which it carries in the page beside its props.
 */
export type WrittenNumbers = Record<string, string>;

/**
 * One formatter per locale. The first Intl.NumberFormat a browser makes loads its number data,
 * which takes tens of milliseconds on a phone; the later ones cost little, but nothing needs more
 * than one.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** Writes numbers with Intl in `locale`, or with the digits 0 to 9 when there is none, as in a renderer's own test. */
export function intlNumbers(locale: string | undefined): WriteNumber {
  if (!locale) return String;
  return (value) => {
    let format = formats.get(locale);
    if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(value);
  };
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

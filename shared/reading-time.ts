/** How many words a visitor reads in a minute, the figure most reading-time estimates use. */
export const WORDS_PER_MINUTE = 220;

/** The whole minutes a body of `words` words takes to read, rounded up and never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

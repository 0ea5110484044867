/** How many words a visitor reads in a minute, the figure most reading-time estimates use. */
export const WORDS_PER_MINUTE = 220;

/** Counts the words of an HTML body, leaving out its tags. */
export function wordCount(html: string): number {
  const words = html.replace(/<[^>]*>/g, ' ').match(/[^\s]+/g);
  return words ? words.length : 0;
}

/** The whole minutes a body takes to read, rounded up and never less than one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

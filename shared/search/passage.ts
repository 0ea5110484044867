import { tokenize } from './tokenize';

/** A piece of a passage, marked when it is a word the query matched. */
export interface PassagePart {
  text: string;
  marked: boolean;
}

/**
 * The part of a section's text a result shows: about `length` characters around the place where the
 * matched terms stand thickest, cut at spaces, with each matched word marked. The words are found by
 * the index's own tokenizer, so a folded, stemmed or paired match is marked where it stands in the text.
 */
export function passage(text: string, terms: readonly string[], length = 180): PassagePart[] {
  const wanted = new Set(terms);
  const spans = tokenize(text).filter((token) => wanted.has(token.term));
  // The window that holds the most matched words, starting at one of them.
  let from = 0;
  let most = 0;
  for (let i = 0; i < spans.length; i++) {
    let count = 0;
    for (let j = i; j < spans.length && spans[j].end - spans[i].start <= length; j++) count++;
    if (count > most) {
      most = count;
      from = spans[i].start;
    }
  }
  // Start a little before the first match, at a space, so the reader sees what leads to it; a text
  // that fits is shown whole.
  let start = text.length <= length ? 0 : Math.max(0, from - 40);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= from ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > from) end = space;
  }
  const parts: PassagePart[] = [];
  if (start > 0) parts.push({ text: '… ', marked: false });
  let at = start;
  // Overlapping Han pairs are joined into one marked run.
  const marks: [number, number][] = [];
  for (const span of spans) {
    if (span.end <= start || span.start >= end) continue;
    const last = marks.at(-1);
    const s = Math.max(span.start, start);
    const e = Math.min(span.end, end);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else marks.push([s, e]);
  }
  for (const [s, e] of marks) {
    if (s > at) parts.push({ text: text.slice(at, s), marked: false });
    parts.push({ text: text.slice(s, e), marked: true });
    at = e;
  }
  if (end > at) parts.push({ text: text.slice(at, end), marked: false });
  if (end < text.length) parts.push({ text: ' …', marked: false });
  return parts;
}

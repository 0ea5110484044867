/**
 * What counts as a text's wording: its words and signs, whatever its spaces and line breaks. The
 * guard of the legal texts fingerprints it at build time, and the browser editor compares it as an
 * editor types, so both agree on when a text was reworded and when it was only wrapped anew.
 */

/** The wording of a text as the guard compares it: its words and signs, whatever the spaces and line breaks. */
export function normalizedWording(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

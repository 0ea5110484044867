/** How many times `text` holds `character`, counted without making a copy of the text. */
export function occurrences(text: string, character: string): number {
  let found = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) found += 1;
  return found;
}

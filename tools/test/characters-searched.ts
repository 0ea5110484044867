/**
 * How many characters the text searches (`indexOf`, `includes`) made while `run` runs examine: each
 * search reads from where it starts to the end of what it finds, or to the end of the text. For the
 * tests that show a scan takes time in proportion to a body's length, by counting its work rather
 * than timing it, so that they say the same on a busy machine.
 */
export function charactersSearched(run: () => void): number {
  const { indexOf, includes } = String.prototype;
  let examined = 0;
  const searched = (text: string, search: string, from = 0) => {
    const start = Math.max(0, Math.min(Math.trunc(from) || 0, text.length));
    const found = indexOf.call(text, search, start);
    examined += (found === -1 ? text.length : found + String(search).length) - start;
    return found;
  };
  String.prototype.indexOf = function (this: string, search: string, from?: number) {
    return searched(String(this), search, from);
  };
  String.prototype.includes = function (this: string, search: string, from?: number) {
    return searched(String(this), search, from) !== -1;
  };
  try {
    run();
  } finally {
    String.prototype.indexOf = indexOf;
    String.prototype.includes = includes;
  }
  return examined;
}

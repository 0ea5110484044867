export interface Line {
  start: number;
  text: string;
}

export function lineAt(source: string, offset: number): Line {
  const start = offset <= 0 ? 0 : source.lastIndexOf('\n', Math.min(offset, source.length) - 1) + 1;
  const end = source.indexOf('\n', start);
  return { start, text: source.slice(start, end < 0 ? source.length : end).replace(/\r$/, '') };
}

/** The nearest line above that holds a field or a list item, skipping empty lines and notes. */
export function lineAbove(source: string, line: Line): Line | undefined {
  let start = line.start;
  while (start > 0) {
    const above = lineAt(source, start - 1);
    if (/^\s*[^\s#]/.test(above.text)) return above;
    start = above.start;
  }
  return undefined;
}

export function indentationTab(source: string, offset: number): number | undefined {
  const line = lineAt(source, offset);
  const indentation = /^[ \t]*(?:-[ \t]+)*/.exec(line.text)![0];
  const tab = indentation.indexOf('\t');
  return tab < 0 ? undefined : line.start + tab;
}

/** A text cut short for an example, so that a message stays on one readable line. */
export const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 37).trimEnd()}...` : text);

export const indentOf = (text: string) => /^ */.exec(text)![0].length;

/** The column a line's field starts at: after its indentation, and after its "- " for a list item. */
export const fieldColumn = (text: string) => /^ *(?:- +)?/.exec(text)![0].length;

/** A field's ":" or a list item's "-" with no space after it, which YAML reads as part of a text. */
export function missingSpaceAfter(line: Line): { offset: number; message: string } | undefined {
  const colon = /^( *(?:- +)?)([A-Za-z_][\w-]*):(?=\S)(?!\/\/)/.exec(line.text);
  if (colon) {
    const fixed = `${colon[2]}: ${line.text.slice(colon[0].length).trim()}`;
    return {
      offset: line.start + colon[0].length,
      message: `put a space after the ":" here, so that it reads ${shorten(fixed)}`,
    };
  }
  const dash = /^ *-(?=[^\s-])/.exec(line.text);
  if (dash) {
    const fixed = `- ${line.text.slice(dash[0].length).trim()}`;
    return {
      offset: line.start + dash[0].length,
      message: `put a space after the "-" here, so that it reads ${shorten(fixed)}`,
    };
  }
  return undefined;
}

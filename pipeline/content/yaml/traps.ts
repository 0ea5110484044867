import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import { BACKSLASH_HINT } from './hints';
import { lineAt, missingSpaceAfter, shorten } from './lines';

function walk(node: unknown, path: PropertyKey[], visitor: (node: Node, path: PropertyKey[]) => void): void {
  if (isAlias(node) || isScalar(node)) visitor(node, path);
  if (isMap(node)) {
    visitor(node, path);
    for (const pair of node.items) {
      if (isPair(pair))
        walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?'], visitor);
    }
  }
  if (isSeq(node)) {
    visitor(node, path);
    node.items.forEach((item, index) => walk(item, [...path, index], visitor));
  }
}

/** The YAML that is valid but trips editors up, such as a ` #` that silently cuts a text short. */
export function yamlTraps(
  doc: Document.Parsed,
  source: string,
): { offset: number; path: PropertyKey[]; message: string }[] {
  const traps: { offset: number; path: PropertyKey[]; message: string }[] = [];
  walk(doc.contents, [], (node, path) => {
    const start = node.range?.[0] ?? 0;
    if (isMap(node)) {
      // A field written name:"text" has no space after its ":", so YAML reads a longer name.
      for (const { key } of node.items) {
        if (!isScalar(key) || typeof key.value !== 'string' || !key.value.includes(':')) continue;
        const missing = missingSpaceAfter(lineAt(source, key.range?.[0] ?? 0));
        if (missing) traps.push({ ...missing, path });
      }
    }
    if (isAlias(node)) {
      traps.push({
        offset: start,
        path,
        message: `a text cannot start with * unless it is in quotes, for example "*${node.source}"`,
      });
      return;
    }
    if (node.anchor) {
      const at = source.lastIndexOf(`&${node.anchor}`, start);
      traps.push({
        offset: at < 0 ? start : at,
        path,
        message: `a text cannot start with & unless it is in quotes, for example "&${node.anchor} ..."`,
      });
    }
    if (node.tag) {
      const at = source.lastIndexOf('!', start);
      traps.push({
        offset: at < 0 ? start : source.lastIndexOf(' ', at) + 1,
        path,
        message: 'remove the tag that starts with !; write the value on its own, for example 2025-07-24',
      });
    }
    if (isScalar(node) && node.type === 'QUOTE_DOUBLE' && typeof node.value === 'string') {
      // Inside double quotes, \f or \b (as in "C:\files") is a control character, not a backslash.
      const backslash = source.indexOf('\\', start);
      const special = /(?![\t\n])\p{Cc}|[\u2028\u2029]/u;
      if (backslash >= 0 && backslash < (node.range?.[1] ?? 0) && special.test(node.value)) {
        traps.push({ offset: backslash, path, message: BACKSLASH_HINT });
      }
    }
    if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string') {
      const [, valueEnd, nodeEnd] = node.range ?? [0, 0, 0];
      if (node.comment) {
        const between = /^[ \t]+#/.exec(source.slice(valueEnd, nodeEnd));
        if (between) {
          traps.push({
            offset: valueEnd + between[0].length - 1,
            path,
            message: `YAML reads " #" as the start of a note and leaves the rest of the line out; if it belongs to the text, put the whole text in quotes, for example "${node.value} #${node.comment.trim()}"`,
          });
        }
      }
      const joined = node.value.includes(' - ') ? /\n[ \t]*- /.exec(source.slice(start, valueEnd)) : null;
      if (joined && /^-[^\s-]/.test(node.value)) {
        // The first item lacks the space after its "-", so YAML reads it, and those below it, as a text.
        traps.push({
          offset: start + 1,
          path,
          message: `put a space after the "-" here, so that it reads - ${shorten(node.value.slice(1).split(' - ')[0])}`,
        });
      } else if (joined) {
        traps.push({
          offset: start + joined.index + joined[0].length - 2,
          path,
          message:
            'this list item is indented further than the item above it, so YAML joins the two into one text: start its "-" at the same column as the "-" above',
        });
      }
    }
  });
  return traps;
}

import { isMap, isNode, isScalar, isSeq, parseDocument, Scalar, stringify, type Pair } from 'yaml';

/**
 * Writes new values into a YAML text by editing only what changed. The browser editor hands back a
 * whole entry; serialising it again, as CMSs do, would rewrite the file: comments dropped, keys
 * reordered, quotes changed, folded text unwrapped. Here each changed value is written over its own
 * place in the text, found from the document's node positions, in the style it was written in, so
 * an unchanged entry saves byte for byte and a changed field changes its own lines only.
 */

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two plain values are the same data. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key], b[key]));
  }
  return false;
}

/** Whether an editor left a value empty: the editor sends an empty text, list or group for a field left blank. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isBlank));

/**
 * The new data without the empty values the editor adds for optional fields the file never had:
 * an empty field was not written, so it stays unwritten.
 */
export function withoutNewBlanks(next: unknown, previous: unknown): unknown {
  if (Array.isArray(next))
    return next.map((item, index) =>
      withoutNewBlanks(item, Array.isArray(previous) ? previous[index] : undefined),
    );
  if (!isPlainObject(next)) return next;
  const before = isPlainObject(previous) ? previous : {};
  return Object.fromEntries(
    Object.entries(next)
      .filter(([key, value]) => key in before || !isBlank(value))
      .map(([key, value]) => [key, withoutNewBlanks(value, before[key])]),
  );
}

class Patcher {
  readonly edits: Edit[] = [];
  readonly newline: string;

  constructor(readonly source: string) {
    this.newline = source.includes('\r\n') ? '\r\n' : '\n';
  }

  private lineStart(offset: number): number {
    return this.source.lastIndexOf('\n', offset - 1) + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  /** The end of the line an offset is on, before its line break. */
  private lineEnd(offset: number): number {
    const end = this.source.indexOf('\n', offset);
    const at = end < 0 ? this.source.length : end;
    return this.source[at - 1] === '\r' ? at - 1 : at;
  }

  /** A value written as a block at an indentation, each line after the first indented. */
  private block(value: unknown, indent: number): string {
    const text = stringify(value, { lineWidth: 0, indent: 2 }).replace(/\n$/, '');
    return text
      .split('\n')
      .map((line) => (line ? ' '.repeat(indent) + line : line))
      .join(this.newline);
  }

  /**
   * Where a scalar's own text ends. A block of text's range takes in the line breaks after it, which
   * belong to the lines that follow, so they are left in place.
   */
  private scalarEnd(node: Scalar): number {
    let end = node.range![1];
    if (node.type !== Scalar.BLOCK_FOLDED && node.type !== Scalar.BLOCK_LITERAL) return end;
    while (end > node.range![0] && (this.source[end - 1] === '\n' || this.source[end - 1] === '\r')) end -= 1;
    return end;
  }

  /** A scalar written in the style of the one it replaces: plain, quoted, or a block of text. */
  private scalarText(value: unknown, node: Scalar): string {
    if (typeof value !== 'string') return value === null ? '' : String(value);
    const [start] = node.range!;
    switch (node.type) {
      case Scalar.QUOTE_DOUBLE:
        if (!value.includes('\n')) return JSON.stringify(value);
        break;
      case Scalar.QUOTE_SINGLE:
        if (!value.includes('\n')) return `'${value.replace(/'/g, "''")}'`;
        break;
      case Scalar.BLOCK_FOLDED:
      case Scalar.BLOCK_LITERAL: {
        const header = /^[|>][-+0-9]*/.exec(this.source.slice(start))![0];
        const body = this.source.slice(start, node.range![1]).split('\n').slice(1);
        const first = body.find((line) => line.trim() !== '') ?? '';
        const indent = /^ */.exec(first)![0];
        // Folded text is wrapped again at the width its lines had, so the file keeps its look.
        const width = Math.max(60, ...body.map((line) => line.trimEnd().length));
        const lines =
          node.type === Scalar.BLOCK_FOLDED
            ? wrap(value, width - indent.length)
            : value.replace(/\n$/, '').split('\n');
        return [header, ...lines.map((line) => (line ? indent + line : line))].join(this.newline);
      }
    }
    const plain = stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
    if (!plain.includes('\n')) return plain;
    return this.block(value, this.column(start) + 2).trimStart();
  }

  /** Writes `next` over a node that held `previous`, changing as little of the text as it can. */
  patch(node: unknown, previous: unknown, next: unknown): void {
    if (sameData(previous, next)) return;
    if (isScalar(node) && node.range && !isPlainObject(next) && !Array.isArray(next)) {
      this.edits.push({ start: node.range[0], end: this.scalarEnd(node), text: this.scalarText(next, node) });
      return;
    }
    if (isMap(node) && !node.flow && isPlainObject(previous) && isPlainObject(next))
      return this.patchMap(node.items as Pair[], previous, next);
    if (
      isSeq(node) &&
      node.flow &&
      Array.isArray(next) &&
      next.every((item) => !isPlainObject(item) && !Array.isArray(item))
    ) {
      // A short list written on one line, such as tags: [privacy, news], stays on one line.
      const text = `[${next.map((item) => stringify(item, { lineWidth: 0 }).replace(/\n$/, '')).join(', ')}]`;
      this.edits.push({ start: node.range![0], end: node.range![1], text });
      return;
    }
    if (isSeq(node) && !node.flow && Array.isArray(previous) && Array.isArray(next))
      return this.patchSeq(node.items, previous, next);
    this.replace(node, next);
  }

  /** Writes a whole new value over a node: the last resort, when the value changed its kind. */
  private replace(node: unknown, next: unknown): void {
    if (!isNode(node) || !node.range) return;
    const [start, end] = node.range;
    const collection = isPlainObject(next) || Array.isArray(next);
    const text = collection
      ? `${this.newline}${this.block(next, this.column(start) || 2)}`
      : stringify(next, { lineWidth: 0 }).replace(/\n$/, '');
    // A group or list starts on the line after its key, so the space after the colon goes.
    const from = collection && this.source[start - 1] === ' ' ? start - 1 : start;
    this.edits.push({ start: from, end: this.lineEnd(Math.max(end - 1, start)), text });
  }

  private patchMap(pairs: Pair[], previous: Plain, next: Plain): void {
    const find = (key: string) => pairs.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
    for (const key of Object.keys(previous)) {
      const pair = find(key);
      if (!pair) continue;
      if (key in next) {
        if (
          pair.value === null ||
          (isScalar(pair.value) && pair.value.value === null && !pair.value.range?.[1])
        ) {
          this.fillEmpty(pair, next[key]);
        } else this.patch(pair.value, previous[key], next[key]);
      } else this.removePair(pair, pairs);
    }
    const added = Object.keys(next).filter((key) => !(key in previous));
    if (added.length === 0) return;
    const first = pairs[0];
    const last = pairs.at(-1);
    if (!first || !isNode(first.key) || !first.key.range || !last) return;
    const indent = this.column(first.key.range[0]);
    const at = this.lineEnd(Math.max(this.pairEnd(last) - 1, first.key.range[0]));
    const text = added.map((key) => `${this.newline}${this.block({ [key]: next[key] }, indent)}`).join('');
    this.edits.push({ start: at, end: at, text });
  }

  /** The offset where a pair's text ends, its value included. */
  private pairEnd(pair: Pair): number {
    const value = pair.value;
    if (isNode(value) && value.range) return value.range[1];
    return isNode(pair.key) && pair.key.range ? pair.key.range[1] : 0;
  }

  /** A field written with nothing after its colon, which now has a value. */
  private fillEmpty(pair: Pair, value: unknown): void {
    if (!isNode(pair.key) || !pair.key.range) return;
    const at = this.lineEnd(pair.key.range[1]);
    const collection = isPlainObject(value) || Array.isArray(value);
    const indent = this.column(pair.key.range[0]) + 2;
    const colon = this.source.lastIndexOf(':', at) + 1;
    const text = collection
      ? `${this.newline}${this.block(value, indent)}`
      : ` ${stringify(value, { lineWidth: 0 }).replace(/\n$/, '')}`;
    this.edits.push({ start: colon, end: at, text });
  }

  private removePair(pair: Pair, pairs: Pair[]): void {
    if (!isNode(pair.key) || !pair.key.range) return;
    const start = this.lineStart(pair.key.range[0]);
    const next = pairs[pairs.indexOf(pair) + 1];
    const end =
      next && isNode(next.key) && next.key.range
        ? this.lineStart(next.key.range[0])
        : this.source.indexOf('\n', this.pairEnd(pair) - 1) + 1 || this.source.length;
    this.edits.push({ start, end, text: '' });
  }

  private patchSeq(items: unknown[], previous: unknown[], next: unknown[]): void {
    // Items that stay the same at either end are matched as they stand, so an item added at the top
    // of a list (a legal text's newest change) adds its own lines and rewrites none of the others.
    let head = 0;
    while (head < previous.length && head < next.length && sameData(previous[head], next[head])) head += 1;
    let tail = 0;
    while (
      tail < previous.length - head &&
      tail < next.length - head &&
      sameData(previous[previous.length - 1 - tail], next[next.length - 1 - tail])
    )
      tail += 1;
    const was = previous.slice(head, previous.length - tail);
    const now = next.slice(head, next.length - tail);
    const common = Math.min(was.length, now.length);
    for (let index = 0; index < common; index += 1) this.patch(items[head + index], was[index], now[index]);
    if (now.length > was.length) this.insertItems(items, head + common, now.slice(common));
    for (const item of items.slice(head + common, head + was.length)) {
      if (!isNode(item) || !item.range) continue;
      const dash = this.source.lastIndexOf('-', item.range[0]);
      const start = this.lineStart(dash);
      const end = this.source.indexOf('\n', item.range[1] - 1) + 1 || this.source.length;
      this.edits.push({ start, end, text: '' });
    }
  }

  /** Writes new items into a block list before the item at `index`, lined up with its dashes. */
  private insertItems(items: unknown[], index: number, added: unknown[]): void {
    const before = items[index - 1];
    const after = items[index];
    const anchor = isNode(before) && before.range ? before : isNode(after) && after.range ? after : undefined;
    if (!anchor?.range) return;
    const dash = this.source.lastIndexOf('-', anchor.range[0]);
    const indent = this.column(dash);
    const blocks = added.map((item) => this.block([item], indent));
    if (anchor === before) {
      const at = this.lineEnd(Math.max(anchor.range[1] - 1, anchor.range[0]));
      this.edits.push({
        start: at,
        end: at,
        text: blocks.map((block) => `${this.newline}${block}`).join(''),
      });
    } else {
      const at = this.lineStart(dash);
      this.edits.push({
        start: at,
        end: at,
        text: blocks.map((block) => `${block}${this.newline}`).join(''),
      });
    }
  }

  /** The text with every edit made, from the last to the first so offsets stay true. */
  result(): string {
    let text = this.source;
    for (const { start, end, text: replacement } of [...this.edits].sort((a, b) => b.start - a.start)) {
      text = text.slice(0, start) + replacement + text.slice(end);
    }
    return text;
  }
}

/** Breaks a text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    return [...lines, line];
  });
}

/**
 * The YAML text with `next` written into it. Values equal to the text's own stay as they are
 * written; changed values are written in their place; fields the editor added go after the others
 * of their group. A text that cannot be read is written whole.
 */
export function patchYaml(source: string, next: unknown): string {
  const doc = parseDocument(source, { schema: 'core' });
  if (doc.errors.length > 0 || !doc.contents) return stringify(next, { lineWidth: 0 });
  const previous = doc.toJS();
  const patcher = new Patcher(source);
  patcher.patch(doc.contents, previous, withoutNewBlanks(next, previous));
  return patcher.result();
}

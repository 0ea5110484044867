import { isMap, isNode, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { ParsedYaml } from './parsed';

function child(node: Node, key: PropertyKey): Node | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
    return pair && isNode(pair.value) ? pair.value : undefined;
  }
  if (isSeq(node) && typeof key === 'number') {
    const item = node.items[key];
    return isNode(item) ? item : undefined;
  }
  return undefined;
}

function nodeAt(parsed: ParsedYaml, path: readonly PropertyKey[]): { node: Node; complete: boolean } {
  let node = parsed.doc.contents as Node | null;
  if (!node) return { node: parsed.doc as unknown as Node, complete: false };
  for (const key of path) {
    const next = child(node, key);
    if (!next) return { node, complete: false };
    node = next;
  }
  return { node, complete: true };
}

function startOf(node: Node | undefined): number {
  return node?.range?.[0] ?? 0;
}

/** Where a field's value is written, or for a missing field where its parent starts, for the editor to add it. */
export function locateValue(parsed: ParsedYaml, path: readonly PropertyKey[]) {
  const { node } = nodeAt(parsed, path);
  return parsed.position(startOf(node));
}

/** Finds where a key is written inside the object at `path`, for a key that should not be there. */
export function locateKey(parsed: ParsedYaml, path: readonly PropertyKey[], key: string) {
  const { node } = nodeAt(parsed, path);
  if (isMap(node)) {
    const pair = node.items.find(
      (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key,
    );
    if (pair && isNode(pair.key)) return parsed.position(startOf(pair.key));
  }
  return parsed.position(startOf(node));
}

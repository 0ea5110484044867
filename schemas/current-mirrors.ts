/**
 * The mirrors readers may use today: every one listed that has not been removed, in the file's
 * order. A module of its own, since the placeholders (which the schemas' shared atoms check) name
 * the mirrors too, and the mirrors' schemas are made from those atoms.
 */
export function currentMirrors<M extends { removed?: string }>(settings: { mirrors?: readonly M[] }): M[] {
  return (settings.mirrors ?? []).filter((mirror) => mirror.removed === undefined);
}

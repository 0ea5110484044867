import { placeholderMatches } from '../../schemas';
import { formatPath, type Problem } from './problem';
import { bodyPlace } from './readers/markdown-parts';
import type { SourceFile } from './source-file';
import { locateValue } from './yaml/locate';

/** Each text of a file's data with its field, such as `[1].features[3]`. */
function* textsOf(data: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof data === 'string') yield [path, data];
  else if (Array.isArray(data))
    for (const [index, item] of data.entries()) yield* textsOf(item, [...path, index]);
  else if (data && typeof data === 'object')
    for (const [key, item] of Object.entries(data)) yield* textsOf(item, [...path, key]);
}

/**
 * Where a file writes a placeholder of the data that the data gives no value, such as
 * `{android-version}` while the Android card gives no version: it would show as written. `missing`
 * says why each has none (from `dataPlaceholderValues`). A file whose text names none of them, as
 * nearly every file, is told so by one search for each.
 */
export function unvaluedPlaceholders(
  source: SourceFile,
  missing: Readonly<Record<string, string>> | undefined,
): Problem[] {
  if (!missing) return [];
  const parsed = 'parsed' in source ? source.parsed : undefined;
  const body = 'body' in source ? source.body : undefined;
  const named = Object.keys(missing).filter(
    (name) => parsed?.source.includes(`{${name}}`) || body?.text.includes(`{${name}}`),
  );
  if (named.length === 0) return [];
  const problem = (name: string) =>
    `{${name}} has no value: ${missing[name]}; add it there, or write this text without {${name}}`;
  const problems: Problem[] = [];
  if (parsed) {
    for (const [path, text] of textsOf(parsed.data)) {
      for (const { name } of placeholderMatches(text)) {
        if (!named.includes(name)) continue;
        problems.push({
          file: source.file,
          ...locateValue(parsed, path),
          path: formatPath(path),
          message: problem(name),
        });
      }
    }
  }
  if (body) {
    for (const { name, index } of placeholderMatches(body.text)) {
      if (!named.includes(name)) continue;
      problems.push({ file: source.file, ...bodyPlace(body, index), path: 'body', message: problem(name) });
    }
  }
  return problems;
}

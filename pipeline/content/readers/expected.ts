import type { z } from 'zod';
import { registry, type CollectionName } from '../../../schemas';
import { wholeFile } from '../files';
import { requiredKeysAt } from '../format-issues';
import type { Problem } from '../problem';

/** How a file should start, named by the fields its schema needs, for an empty, headless or missing file. */
export function whatBelongs(schema: z.ZodType, markdown: boolean): string {
  const required = requiredKeysAt(schema, []);
  const fields =
    required.length > 0 ? `the fields ${required.join(', ')}` : 'a list of items, each starting with "- "';
  return markdown
    ? `it should start with front matter: a line ---, then ${fields}, each on its own line, then another line ---`
    : `it should hold ${fields}; see content/README.md`;
}

export function missingFileProblem(file: string, collection: CollectionName): Problem {
  const { schema } = registry[collection];
  return wholeFile(
    file,
    `this file is missing; the site needs it: ${whatBelongs(schema, file.endsWith('.md'))}`,
  );
}

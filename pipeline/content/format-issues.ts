import type { z } from 'zod';
import { issueMessages } from '../../schemas/issue-messages';
import { locateKey, locateValue } from './yaml/locate';
import type { ParsedYaml } from './yaml/parsed';
import { formatPath, type Problem } from './problem';

export { closest, keysAt, requiredKeysAt, schemasAt } from '../../schemas/issue-messages';

type Issue = z.core.$ZodIssue;

interface Context {
  file: string;
  parsed: ParsedYaml;
  schema: z.ZodType;
}

/**
 * Turns zod's issues into problems an editor can act on: each message (schemas/issue-messages.ts)
 * pinned to the line and column of the value, or of the key, at fault.
 */
export function issuesToProblems(issues: readonly Issue[], { file, parsed, schema }: Context): Problem[] {
  return issueMessages(issues, { data: parsed.data, schema, frontMatter: file.endsWith('.md') }).map(
    (entry) => ({
      file,
      ...(entry.key === undefined ? locateValue(parsed, entry.at) : locateKey(parsed, entry.at, entry.key)),
      path: formatPath(entry.path),
      message: entry.message,
    }),
  );
}

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
  /** The data checked when not the YAML's own, such as a translation laid over its English. */
  data?: unknown;
  /** Where that data is written in the file's YAML when not at its top, such as a list under `items:`. */
  under?: readonly PropertyKey[];
}

/** Zod's issues as problems, each at the line and column of the value, or the key, at fault. */
export function issuesToProblems(
  issues: readonly Issue[],
  { file, parsed, schema, data = parsed.data, under = [] }: Context,
): Problem[] {
  return issueMessages(issues, { data, schema, frontMatter: file.endsWith('.md') }).map((entry) => {
    const at = [...under, ...entry.at];
    return {
      file,
      ...(entry.key === undefined ? locateValue(parsed, at) : locateKey(parsed, at, entry.key)),
      path: formatPath([...under, ...entry.path]),
      message: entry.message,
    };
  });
}

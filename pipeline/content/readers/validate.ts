import { fillPlaceholdersIn, registry, type CollectionName } from '../../../schemas';
import { issuesToProblems } from '../format-issues';
import { linksIn } from '../links';
import type { Problem } from '../problem';
import type { DataLink } from '../source-file';
import type { ParsedYaml } from '../yaml/parsed';
import { whatBelongs } from './expected';

/** How the content check asks a schema to parse (tools/bench/NOTES.md says why without zod's compiled path). */
export const PARSE_OPTIONS = { jitless: true } as const;

export interface YamlRead {
  parsed?: ParsedYaml;
  problems: Problem[];
}

export interface Validated {
  parsed?: ParsedYaml;
  dataLinks?: DataLink[];
  data?: unknown;
  problems: Problem[];
}

/**
 * Checks a file's YAML against its collection's schema. Its links are noted even when the schema refuses it,
 * so that they are checked in the same run.
 */
export function validate(
  file: string,
  collection: CollectionName,
  yaml: YamlRead,
  values: Readonly<Record<string, string>> | undefined,
  empty: { what: string; line: number },
): Validated {
  const { schema } = registry[collection];
  const { parsed } = yaml;
  if (!parsed) return { problems: yaml.problems };
  if (parsed.data === null) {
    const message = `${empty.what}; ${whatBelongs(schema, false)}`;
    return { parsed, problems: [{ file, line: empty.line, column: 1, path: '', message }] };
  }
  const read: Validated = { parsed, problems: [] };
  const links = [...linksIn(parsed.data)];
  if (links.length > 0) read.dataLinks = links;
  const result = schema.safeParse(parsed.data, PARSE_OPTIONS);
  if (!result.success) read.problems = issuesToProblems(result.error.issues, { file, parsed, schema });
  else read.data = values ? fillPlaceholdersIn(result.data, values) : result.data;
  return read;
}

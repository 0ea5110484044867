import { fillPlaceholdersIn, registry, type CollectionName } from '../../../schemas';
import { issuesToProblems } from '../format-issues';
import { linksIn } from '../links';
import type { Problem } from '../problem';
import type { DataLink } from '../source-file';
import type { ParsedYaml } from '../yaml/parsed';
import { whatBelongs } from './expected';

/** How the content check asks a schema to parse (tools/bench/NOTES.md says why without zod's compiled path). */
export const PARSE_OPTIONS = { jitless: true } as const;

/** What a reader found in a file's YAML, before its schema has seen it. */
export interface YamlRead {
  parsed?: ParsedYaml;
  problems: Problem[];
}

/** What validate learned of a file's YAML. */
export interface Validated {
  parsed?: ParsedYaml;
  dataLinks?: DataLink[];
  data?: unknown;
  problems: Problem[];
}

/** How an empty YAML text is named in its message, and the line the message points at. */
export interface EmptyText {
  what: string;
  line: number;
}

/**
 * Checks a file's YAML against its collection's schema: its problems, each at its line and field,
 * or its data with the placeholders filled. `empty` names the text when it holds nothing at all.
 * The links the YAML holds are noted whether or not the schema accepts it, so that they are checked
 * in the same run.
 */
export function validate(
  file: string,
  collection: CollectionName,
  yaml: YamlRead,
  values: Readonly<Record<string, string>> | undefined,
  empty: EmptyText,
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

import { fillPlaceholdersIn, registry, type CollectionName } from '../../../schemas';
import { issuesToProblems } from '../format-issues';
import { linksIn } from '../links';
import type { Problem } from '../problem';
import type { DataLink } from '../source-file';
import type { ParsedYaml } from '../yaml/parsed';
import { whatBelongs } from './expected';

/**
 * How the content check asks a schema to parse. zod compiles a fast path for each object schema
 * the first time it parses with it, which costs what hundreds of its parses save: the site's own
 * files are one or a few to a schema, and over 5,000 posts the check with no cache took as long
 * with the fast path as without (12 runs in turns, each way). Without it, the site's own content
 * is checked in 0.73 s rather than 0.83 s.
 */
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
  // Built field by field, in the same order for every file, rather than spread together: objects
  // of one shape are what V8 makes and reads fastest, and the check makes one for every file.
  const read: Validated = { parsed, problems: [] };
  const links = [...linksIn(parsed.data)];
  if (links.length > 0) read.dataLinks = links;
  const result = schema.safeParse(parsed.data, PARSE_OPTIONS);
  if (!result.success) read.problems = issuesToProblems(result.error.issues, { file, parsed, schema });
  else read.data = values ? fillPlaceholdersIn(result.data, values) : result.data;
  return read;
}

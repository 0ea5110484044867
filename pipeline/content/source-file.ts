import type { CollectionName, TranslationMeta } from '../../schemas';
import type { BodyFacts } from '../../shared/markdown';
import type { ParsedYaml } from './yaml/parsed';
import type { Problem } from './problem';

/**
 * One content file, read as far as it could be: its YAML once it parses, a markdown file's body,
 * and its valid data once the schema accepts it. A file with a problem is kept too, so that the
 * links in it are checked in the same run.
 */
export interface SourceFile {
  /** The path from the project's root, such as content/plans.yaml. */
  file: string;
  collection: CollectionName;
  /** For a file of a folder collection, the entry's id. */
  id?: string;
  /** For a recorded version of a guarded text, the version's name. */
  version?: string;
  /** For the public key that signs a collection's statements. */
  key?: true;
  /** For that key, once it has been read: its fingerprint, in capitals. */
  fingerprint?: string;
  /** The YAML of the whole file, or of a markdown file's front matter, once it parses. */
  parsed?: ParsedYaml;
  /** A markdown file's body as the editor wrote it, and the line it starts on. */
  body?: { text: string; line: number };
  /** The body parsed, its placeholders filled: its links, heading ids and tokens to render. */
  markdown?: BodyFacts;
  /** The data once the schema accepts it, its placeholders filled. */
  data?: unknown;
  /** This file's own problems: its syntax, its schema, unknown placeholders in its body. */
  problems: Problem[];
  /**
   * The file's text, kept for what is read later: a signed statement's signature and YAML, which
   * openpgp.js reads asynchronously, a recorded version's wording, a signing key.
   */
  raw?: string;
  /** A signed statement whose signature and YAML are still to be read. */
  pending?: true;
  /** For a translation: its language's tag. */
  language?: string;
  /** For a translation: its words as written, without its `translation:` key; the store lays them over the English. */
  words?: unknown;
  /** For a translation: what its `translation:` key says, once valid. */
  translation?: TranslationMeta;
}

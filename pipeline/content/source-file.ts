import type { CollectionName, TranslationMeta } from '../../schemas';
import type { BodyFacts } from '../../shared/markdown';
import type { Problem } from './problem';
import type { ParsedYaml } from './yaml/parsed';

/**
 * A content file as its reader left it, one kind to a reader (pipeline/content/readers/). A file
 * with a problem is kept too, so that the links in it are checked in the same run.
 */
export type SourceFile = EntryFile | KeyFile | VersionFile | TranslationFile;

/** A file whose data is an entry of its collection: a markdown file, a YAML file, or a signed statement. */
export type EntryFile = MarkdownFile | YamlFile | SignedFile;

/** What every kind of file has: where it is, what it belongs to, and its own problems. */
interface FileCommon {
  /** The path from the project's root, such as content/plans.yaml. */
  file: string;
  collection: CollectionName;
  /** This file's own problems: its syntax, its schema, unknown placeholders in its body. */
  problems: Problem[];
  /**
   * The other files this one was read against, by their path under `content/`: a signed statement's
   * key. It is read again when one of them changes, and what was learned about it is kept only as
   * long as they stay the same.
   */
  dependsOn?: string[];
}

/** A link in a file's YAML: the text of a field named `to` or `href`, and the path to that field. */
export type DataLink = [path: PropertyKey[], href: string];

/** A markdown body as the editor wrote it, and the line of the file it starts on. */
export interface Body {
  text: string;
  line: number;
}

/** A markdown file: front matter, then a body. */
export interface MarkdownFile extends FileCommon {
  kind: 'markdown';
  /** For a file of a folder collection, the entry's id. */
  id?: string;
  /** The front matter's YAML, once it parses. */
  parsed?: ParsedYaml;
  /** The links its YAML holds, if any, which are checked against the other files. */
  dataLinks?: DataLink[];
  body?: Body;
  /** The body parsed, its placeholders filled: its links, heading ids and text to render. */
  markdown?: BodyFacts;
  /** For a text whose wording is guarded, the fingerprint of its body's wording. */
  fingerprint?: string;
  /** The front matter once the schema accepts it, its placeholders filled. */
  data?: unknown;
}

/** A YAML file of a single collection, such as content/plans.yaml. */
export interface YamlFile extends FileCommon {
  kind: 'yaml';
  /** A YAML file holds a single collection, whose data is no entry of a folder. */
  id?: undefined;
  /** The whole file's YAML, once it parses. */
  parsed?: ParsedYaml;
  /** The links its YAML holds, if any, which are checked against the other files. */
  dataLinks?: DataLink[];
  /** The data once the schema accepts it, its placeholders filled. */
  data?: unknown;
}

/** A statement signed with OpenPGP's clear-signing framework, whose signed text is YAML. */
export interface SignedFile extends FileCommon {
  kind: 'signed';
  id: string;
  /** The signed text's YAML, once it parses. */
  parsed?: ParsedYaml;
  /** The links its YAML holds, if any, which are checked against the other files. */
  dataLinks?: DataLink[];
  /** The signed text once the schema accepts it. */
  data?: unknown;
  /** The key the signature was checked against, for the statement's page to show. */
  signature?: { fingerprint: string; key: string };
}

/** The public key that signs a collection's statements. */
export interface KeyFile extends FileCommon {
  kind: 'key';
  /** The key as the file holds it, once the file could be read. */
  text?: string;
  /** The key's fingerprint, in capitals, once it reads as a public key. */
  fingerprint?: string;
}

/** A recorded version of a guarded text, as its archive keeps it. */
export interface VersionFile extends FileCommon {
  kind: 'version';
  /** The archive file's name without `.md`, which is the version's address on its history page. */
  version: string;
  /** The recorded wording, once the file could be read. */
  text?: string;
  /** The fingerprint of that wording. */
  fingerprint?: string;
}

/** A translated file under content/translations/<tag>/, holding only the words of its English file. */
export interface TranslationFile extends FileCommon {
  kind: 'translation';
  /** The language's tag. */
  language: string;
  /** For a translated entry of a folder collection, the entry's id. */
  id?: string;
  /** The YAML of the whole file, or of a markdown file's front matter, once it parses. */
  parsed?: ParsedYaml;
  body?: Body;
  markdown?: BodyFacts;
  /** Its words as written, without its `translation:` key, to lay over the English. */
  words?: unknown;
  /** What its `translation:` key says, once valid. */
  translation?: TranslationMeta;
  /** The data once laid over its English and accepted by the schema, its placeholders filled. */
  data?: unknown;
}

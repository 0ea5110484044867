import type { CollectionName, TranslationMeta } from '../../schemas';
import type { BodyFacts } from '../../shared/markdown';
import type { Problem } from './problem';
import type { ParsedYaml } from './yaml/parsed';

/** A content file as its reader left it; one with a problem is kept, so its links are checked in the same run. */
export type SourceFile = EntryFile | KeyFile | VersionFile | TranslationFile;

export type EntryFile = MarkdownFile | YamlFile | SignedFile;

interface FileCommon {
  /** From the project's root, such as content/plans.yaml. */
  file: string;
  collection: CollectionName;
  /** This file's own problems: its syntax, its schema, unknown placeholders in its body. */
  problems: Problem[];
  /** The files under `content/` this one was read against (a signed statement's key): it is read again when they change. */
  dependsOn?: string[];
}

export type DataLink = [path: PropertyKey[], href: string];

export interface Body {
  text: string;
  line: number;
}

export interface MarkdownFile extends FileCommon {
  kind: 'markdown';
  /** For a file of a folder collection, the entry's id. */
  id?: string;
  parsed?: ParsedYaml;
  dataLinks?: DataLink[];
  body?: Body;
  /** The body parsed, its placeholders filled: its links, heading ids and text to render. */
  markdown?: BodyFacts;
  /** For a text whose wording is guarded, the fingerprint of its body's wording. */
  fingerprint?: string;
  data?: unknown;
}

export interface YamlFile extends FileCommon {
  kind: 'yaml';
  id?: undefined;
  parsed?: ParsedYaml;
  dataLinks?: DataLink[];
  data?: unknown;
}

/** A statement signed with OpenPGP's clear-signing framework, whose signed text is YAML. */
export interface SignedFile extends FileCommon {
  kind: 'signed';
  id: string;
  parsed?: ParsedYaml;
  dataLinks?: DataLink[];
  data?: unknown;
  /** The key the signature was checked against, for the statement's page to show. */
  signature?: { fingerprint: string; key: string };
}

export interface KeyFile extends FileCommon {
  kind: 'key';
  text?: string;
  /** In capitals, once the text reads as a public key. */
  fingerprint?: string;
  /** The key's first user ID, as GnuPG names the key. */
  name?: string;
}

/** A recorded version of a guarded text, as its archive keeps it. */
export interface VersionFile extends FileCommon {
  kind: 'version';
  /** The archive file's name without `.md`, which is the version's address on its history page. */
  version: string;
  text?: string;
  fingerprint?: string;
}

/** A translated file under content/translations/<tag>/, holding only the words of its English file. */
export interface TranslationFile extends FileCommon {
  kind: 'translation';
  language: string;
  id?: string;
  parsed?: ParsedYaml;
  body?: Body;
  markdown?: BodyFacts;
  /** Its words as written, without its `translation:` key, to lay over the English. */
  words?: unknown;
  translation?: TranslationMeta;
  /** The data once laid over its English and accepted by the schema, its placeholders filled. */
  data?: unknown;
}

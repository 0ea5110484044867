import type { z } from 'zod';
import { postFrontMatterSchema } from './blog';
import { legalFrontMatterSchema } from './legal';
import {
  aboutPageSchema,
  blogPageSchema,
  contactPageSchema,
  downloadPageSchema,
  homePageSchema,
  legalPageSchema,
  loginPageSchema,
  notFoundPageSchema,
  serverPageSchema,
  setupPageSchema,
  signupPageSchema,
  statusPageSchema,
  supportPageSchema,
} from './pages';
import { planStatusSchema } from './plan-status';
import { platformsSchema } from './platforms';
import { plansSchema } from './plans';
import { serversSchema } from './servers';
import { setupStepsSchema } from './setup';
import { siteSchema } from './site';

/**
 * How one collection is stored: a YAML file, one markdown file, or a folder of markdown files
 * (one entry a file, named by the file).
 */
export type CollectionSource =
  | { format: 'yaml'; file: string }
  | { format: 'markdown'; file: string }
  | { format: 'markdown-folder'; folder: string };

interface CollectionDefinition {
  source: CollectionSource;
  /** For YAML, the whole file's schema; for markdown, the front matter's. */
  schema: z.ZodType;
}

/**
 * Every collection under `content/`: its files and its schema. Adding a kind of content means adding
 * a line here; the loader, the virtual modules and the type of `Content` follow from it.
 *
 * A field says what it means with `.describe('...')` rather than a comment: `npm run schemas` copies
 * the description into `schemas/json/`, so an editor sees it when hovering the field in VS Code.
 * Write it in plain text, for editors; keep comments for why a schema is the way it is.
 */
export const collections = {
  site: { source: { format: 'yaml', file: 'site.yaml' }, schema: siteSchema },
  plans: { source: { format: 'yaml', file: 'plans.yaml' }, schema: plansSchema },
  servers: { source: { format: 'yaml', file: 'servers.yaml' }, schema: serversSchema },
  platforms: { source: { format: 'yaml', file: 'platforms.yaml' }, schema: platformsSchema },
  setupSteps: { source: { format: 'yaml', file: 'setup.yaml' }, schema: setupStepsSchema },
  planStatus: { source: { format: 'yaml', file: 'plan-status.yaml' }, schema: planStatusSchema },
  posts: { source: { format: 'markdown-folder', folder: 'blog' }, schema: postFrontMatterSchema },
  privacyPolicy: {
    source: { format: 'markdown', file: 'legal/privacy-policy.md' },
    schema: legalFrontMatterSchema,
  },
  terms: { source: { format: 'markdown', file: 'legal/terms.md' }, schema: legalFrontMatterSchema },
  homePage: { source: { format: 'yaml', file: 'pages/home.yaml' }, schema: homePageSchema },
  aboutPage: { source: { format: 'markdown', file: 'pages/about.md' }, schema: aboutPageSchema },
  supportPage: { source: { format: 'yaml', file: 'pages/support.yaml' }, schema: supportPageSchema },
  contactPage: { source: { format: 'yaml', file: 'pages/contact.yaml' }, schema: contactPageSchema },
  signupPage: { source: { format: 'yaml', file: 'pages/signup.yaml' }, schema: signupPageSchema },
  loginPage: { source: { format: 'yaml', file: 'pages/login.yaml' }, schema: loginPageSchema },
  downloadPage: { source: { format: 'yaml', file: 'pages/download.yaml' }, schema: downloadPageSchema },
  setupPage: { source: { format: 'yaml', file: 'pages/setup.yaml' }, schema: setupPageSchema },
  statusPage: { source: { format: 'yaml', file: 'pages/status.yaml' }, schema: statusPageSchema },
  blogPage: { source: { format: 'yaml', file: 'pages/blog.yaml' }, schema: blogPageSchema },
  serverPage: { source: { format: 'yaml', file: 'pages/server.yaml' }, schema: serverPageSchema },
  notFoundPage: { source: { format: 'yaml', file: 'pages/not-found.yaml' }, schema: notFoundPageSchema },
  legalPage: { source: { format: 'yaml', file: 'pages/legal.yaml' }, schema: legalPageSchema },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof collections;

/** A heading inside a markdown body, with the id its anchor links to. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** What a markdown file adds to its front matter: the body, rendered to HTML at build time. */
export interface MarkdownBody {
  /** The body as HTML, made by react-markdown at build time; raw HTML in the file is escaped. */
  html: string;
  /** The body's headings, in order, for a table of contents. */
  headings: Heading[];
}

/** A markdown file of a folder collection: its id is the file name without `.md`. */
export type FolderEntry<T> = T & MarkdownBody & { id: string };

type EntryOf<C extends CollectionDefinition> = C['source'] extends { format: 'yaml' }
  ? z.output<C['schema']>
  : C['source'] extends { format: 'markdown' }
    ? z.output<C['schema']> & MarkdownBody
    : FolderEntry<z.output<C['schema']>>[];

/** All content, as the virtual modules hand it to the pages. */
export type Content = { [K in CollectionName]: EntryOf<(typeof collections)[K]> };

export type Post = Content['posts'][number];
export type LegalDocument = Content['privacyPolicy'];

export * from './blog';
export * from './legal';
export * from './pages';
export * from './plan-status';
export * from './platforms';
export * from './plans';
export * from './servers';
export * from './setup';
export * from './shared';
export * from './site';

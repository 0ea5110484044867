import path from 'node:path';
import { registry, type CollectionName, type Site } from '../../schemas';
import type { LanguageContent } from '../content/store';
import {
  BODY_LABEL,
  EDITOR_FORMATS,
  LOCAL_BACKEND,
  PUBLICATION_FIELD,
  publishedMarkdownFormat,
} from '../../shared/editor-files';
import { MEDIA } from '../../shared/media';
import { REVIEWED_DELETION } from '../../schemas/editor-messages';
import { CONTENT_DIR } from '../content/list-files';
import { entryFields, fileFields, filesFormat } from './file-fields';
import { bodyReader, translationCollections } from './translation-collections';

/**
 * The browser editor's configuration (Decap CMS), made from the registry: every collection an
 * editor may change, with its files, fields, labels, hints and required fields from the schemas.
 * It is generated for the local editor (`npm run cms`) and for hosted editing (`dist-editor/`),
 * never written by hand, so it cannot drift from the schemas.
 */

/** How files kept in one file are grouped in the editor's list of collections, by their folder under content/. */
const FILE_GROUPS: Record<string, { name: string; label: string; description: string }> = {
  pages: { name: 'pageCopy', label: 'Page copy', description: 'The words of each page of the site.' },
  legal: {
    name: 'legalTexts',
    label: 'Legal texts',
    description: 'The privacy policy and the terms of service.',
  },
  '.': {
    name: 'settings',
    label: 'Settings and lists',
    description: 'The site’s settings, plans, servers, downloads and other lists.',
  },
};

/**
 * Where the editor works: on the files of this machine, saved at once or, with `workflow`, kept on
 * a branch each until published into `branch`; or on a git host, through pull requests.
 */
export type CmsBackend =
  | { mode: 'local'; proxyUrl: string; branch?: string; workflow?: boolean }
  | ({ mode: 'hosted' } & Site['editing']);

/** The backend part of the configuration, in Decap's words. */
function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.mode === 'local')
    return { name: LOCAL_BACKEND, proxy_url: backend.proxyUrl, branch: backend.branch ?? 'main' };
  const common = { repo: backend.repo, branch: backend.branch, squash_merges: true };
  if (backend.backend === 'gitlab') {
    // GitLab signs editors in from the browser itself (PKCE), with no service of the site's own.
    // Decap's GitLab backend always asks for the `api` scope and reads no auth_scope: GitLab has no
    // narrower scope that can open merge requests, so the application is registered with `api` alone.
    return { name: 'gitlab', ...common, auth_type: 'pkce', app_id: backend.appId };
  }
  // GitHub needs a small sign-in service that holds the OAuth app's secret (README, "Hosted editing").
  return {
    name: 'github',
    ...common,
    base_url: backend.signInUrl,
    auth_endpoint: 'auth',
    auth_scope: githubScope(backend),
  };
}

/**
 * The narrowest OAuth scope GitHub offers that lets an editor open pull requests on the repository.
 * Decap asks for `repo` unless told otherwise, and `repo` reaches every repository the editor can
 * reach, private ones included; `public_repo` reaches only public repositories, so a stolen token
 * could not read a private one. A private site repository cannot be edited without `repo`.
 */
export function githubScope(editing: Pick<Site['editing'], 'privateRepository'>): 'repo' | 'public_repo' {
  return editing.privateRepository ? 'repo' : 'public_repo';
}

/**
 * The collections of the editor: each folder collection, and the single files grouped by folder.
 * Where every change is reviewed (`reviewed`: the editorial workflow, or a git host), Decap would
 * delete a published entry straight on the published branch, with no review, so it offers no
 * Delete there; the collection's description says how to ask for one instead.
 */
export function cmsCollections(reviewed = false): Record<string, unknown>[] {
  const groups = new Map<
    string,
    { label: string; name: string; description: string; files: Record<string, unknown>[] }
  >();
  const folders: Record<string, unknown>[] = [];
  for (const name of Object.keys(registry) as CollectionName[]) {
    const definition = registry[name];
    if (definition.kind === 'folder') {
      // A signed statement is signed with the company's key, outside the site; an edit in the
      // browser would break its signature, so the editor leaves it out.
      if (definition.format === 'signed-yaml') continue;
      folders.push({
        name,
        label: definition.label,
        description: reviewed ? `${definition.description} ${REVIEWED_DELETION}` : definition.description,
        ...(reviewed && { delete: false }),
        folder: path.posix.join(CONTENT_DIR, definition.folder),
        extension: 'md',
        // Entries published by a rule say in the list of entries when they are not on the site yet.
        format: definition.publish ? publishedMarkdownFormat(name) : EDITOR_FORMATS.markdown,
        create: true,
        slug: '{{slug}}',
        // A new post starts as a draft, which the built site leaves out until it is unticked.
        fields: entryFields(name, definition.schema),
        ...('title' in ((definition.schema as unknown as { shape?: object }).shape ?? {}) && {
          identifier_field: 'title',
          ...(definition.publish && { summary: `{{title}}{{${PUBLICATION_FIELD}}}` }),
        }),
      });
      continue;
    }
    const folder = path.posix.dirname(definition.file);
    const group = FILE_GROUPS[folder] ?? FILE_GROUPS['.'];
    if (!groups.has(group.name)) groups.set(group.name, { ...group, files: [] });
    const { fields, format } = fileFields(
      name,
      definition.schema,
      definition.file.endsWith('.md'),
      BODY_LABEL,
    );
    groups.get(group.name)!.files.push({
      name,
      label: definition.label,
      file: path.posix.join(CONTENT_DIR, definition.file),
      description: definition.description,
      format,
      fields,
    });
  }
  return [
    ...folders,
    ...[...groups.values()].map(({ files, ...group }) => ({
      ...group,
      ...filesFormat(files),
      editor: { preview: true },
    })),
  ];
}

/** The editor's whole configuration, for the local editor or a git host. */
export function cmsConfig(
  backend: CmsBackend,
  site: Pick<Site, 'siteUrl' | 'product'> | undefined,
  /** The site's languages, its own first: each other gets its translations, beside the English. */
  languages: readonly LanguageContent[] = [],
  /** The site's folder, whose English texts a translation's changed parts are shown from. */
  root?: string,
): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: backendConfig(backend),
    // Hosted edits become pull requests, which CI checks before anything is published; the local
    // editor writes the working tree's files at once, unless it runs the workflow on git branches.
    ...((backend.mode === 'hosted' || backend.workflow) && { publish_mode: 'editorial_workflow' }),
    ...(site && {
      site_url: site.siteUrl,
      display_url: site.siteUrl,
      logo: { src: '/favicon.svg', show_in_header: true },
    }),
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicPath,
    collections: [
      ...cmsCollections(backend.mode === 'hosted' || backend.workflow === true),
      ...translationCollections(languages, bodyReader(root)),
    ],
  };
}

import { realpathSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { NO_OPEN_IN_EDITOR } from '../../schemas/editor-messages';
import { fetchSiteRefusal } from '../cms/access';
import { FORBIDDEN_STATUS, LOCAL_API } from '../cms/local-api';
import { editorFrameHeaders } from '../security/headers';

/**
 * The folders of the project from which the dev server serves files as they are, or as modules:
 * the site's and the editor's code, and the two packages whose files the pages load themselves (the
 * countries' English names, read as JSON, and the Persian font the stylesheet names). Vite adds its
 * own client's folder, and serves the packages it bundles from its cache by another way. A file
 * anywhere else, the rest of node_modules, the root's files and everything outside the project
 * included, is refused with Vite's own 403, which names this list; a package the pages come to load
 * as a file of its own is added here.
 */
export const SERVED_FOLDERS = [
  'src',
  'shared',
  'schemas',
  'node_modules/i18n-iso-countries',
  'node_modules/@fontsource-variable/vazirmatn',
] as const;

/**
 * Each served folder by its path under the project's root and, where that is a link or lies inside
 * one, by the path it leads to: Vite names a module by its real path, and a project whose
 * node_modules is a link to another folder (as the tests' copies have, and some package managers
 * make) loads its packages from there.
 */
function servedFolders(root: string): string[] {
  const real = (folder: string) => {
    try {
      return realpathSync(folder);
    } catch {
      return folder;
    }
  };
  const folders = SERVED_FOLDERS.map((folder) => path.resolve(root, folder));
  return [...new Set([...folders, ...folders.map(real)])];
}

/**
 * Vite's own refusals (secrets, package managers' settings, git's folder), which a list of one's
 * own replaces, and every kind of file a browser shows as a page that can run script: an HTML, XHTML,
 * SVG or XML file served on the editor's origin could read the secret of the editor's page and
 * write through its server. The dev server serves its pages itself, never such a file as it is.
 */
export const DENIED_FILES = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  '**/*.{html,htm,shtml,xhtml,xht,svg,svgz,xml,xsl,xslt,mht,mhtml}',
];

/** Whether a request names Vite's middleware that opens a file in a code editor, in any case. */
export function opensInEditor(url: string | undefined): boolean {
  // Vite's middleware matches its address in any case and with anything after it; so does this.
  return (url ?? '').toLowerCase().includes('/__open-in-editor');
}

/** Ends a request with a refusal, as text, or as JSON on the editor's API, in a frame of no page. */
function refuse(response: ServerResponse, status: number, message: string, json: boolean): void {
  response.statusCode = status;
  // A refusal shown in a frame of another page would be a page of the editor's origin there.
  for (const header of editorFrameHeaders('editor')) response.setHeader(header.name, header.value);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Type', `${json ? 'application/json' : 'text/plain'}; charset=utf-8`);
  response.end(json ? JSON.stringify({ error: message }) : message);
}

/**
 * What the dev server's origin serves, which is the local editor's origin under `npm run cms`, where
 * a page that runs script there can read the run's secret and write the repository through it. Both
 * servers serve from the file system only the folders their pages load (`SERVED_FOLDERS`), no file a
 * browser would show as a page (`DENIED_FILES`), and answer no request to open a file in a code
 * editor. With `localEditing`, the server also refuses every request a browser marks as coming from
 * a page of another site or port, but the opening of the editor's page in a tab
 * (pipeline/cms/access.ts). Its middleware runs before every other, Vite's own included.
 */
export function originPlugin(localEditing = false): Plugin {
  return {
    name: 'masky:origin',
    enforce: 'pre',
    config(config) {
      const allow = servedFolders(config.root ?? process.cwd());
      return { server: { fs: { strict: true, allow, deny: DENIED_FILES } } };
    },
    configureServer: {
      order: 'pre',
      handler(server) {
        server.middlewares.use((request, response, next) => {
          const own = `http://localhost:${request.socket.localPort}`;
          const refusal = localEditing ? fetchSiteRefusal(request, own) : undefined;
          if (refusal !== undefined) {
            const api = Object.values(LOCAL_API).some((address) => request.url?.startsWith(address));
            return refuse(response, FORBIDDEN_STATUS, refusal, api);
          }
          if (opensInEditor(request.url)) return refuse(response, 404, NO_OPEN_IN_EDITOR, false);
          next();
        });
      },
    },
  };
}

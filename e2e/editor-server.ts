import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject } from '../tools/test/project-copy';
import type { CmsPluginApi } from '../pipeline/vite/cms-plugin';
import { siteConfig } from '../pipeline/vite/config';

/** The port the editor's tests serve `npm run cms` on; set E2E_EDITOR_PORT to run beside another copy. */
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 4318);

/**
 * The port the editorial workflow's tests serve `npm run cms -- --workflow` on, beside the other
 * editor's; set E2E_WORKFLOW_EDITOR_PORT to choose it. It is a number of its own, not one after the
 * editor's: that one is the flag stand-in's (e2e/env.ts).
 */
export const workflowEditorPort = Number(process.env.E2E_WORKFLOW_EDITOR_PORT ?? 4316);

/** The branch the copy publishes from, as a site's repository does. */
export const PUBLISHED_BRANCH = 'main';

/** A running local editor, as `npm run cms` starts it, on a copy of the project it may write to. */
export interface EditorServer {
  /** The copy's folder: the files the editor saves into, a git repository of their own. */
  dir: string;
  url: string;
  /** Runs git in the copy and hands back what it printed. */
  git(...args: string[]): string;
  /**
   * Runs a task between the editor's requests. The editorial workflow checks a change's branch out
   * while a request runs, so a test that commits to the published branch beside the editor, as
   * another change published meanwhile does, must wait for its turn.
   */
  between<T>(task: () => T): Promise<T>;
  close(): Promise<void>;
}

/** What git leaves out of the copy's commits: the packages it shares, and the Vite cache it keeps. */
const IGNORED = ['node_modules', '.vite-cache', 'dist', '.build-*'];

/**
 * Starts the local editor on a fresh copy of the project, so that saves never touch the real tree.
 * `port` 0 takes any free port, which `url` then names.
 * The copy is a git repository with one commit on main, as a clone of the site's repository is,
 * and keeps its own Vite cache, since the real one may be in use by a dev server. With `workflow`,
 * the editor runs the editorial workflow on that repository (`npm run cms -- --workflow`).
 */
export async function startEditor(
  options: { workflow?: boolean; port?: number } = {},
): Promise<EditorServer> {
  const copy = await copyProject();
  const port = options.port ?? editorPort;
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: copy.dir,
      encoding: 'utf8',
      // What git says when it fails is in the error; it is not the test's output.
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Editor test',
        GIT_AUTHOR_EMAIL: 'editor@test.example',
        GIT_COMMITTER_NAME: 'Editor test',
        GIT_COMMITTER_EMAIL: 'editor@test.example',
      },
    });
  let server: ViteDevServer | undefined;
  try {
    await writeFile(path.join(copy.dir, '.gitignore'), `${IGNORED.join('\n')}\n`);
    git('init', '--quiet', '--initial-branch', PUBLISHED_BRANCH);
    // Decap's git backend commits with the repository's own name and address.
    git('config', 'user.name', 'Editor test');
    git('config', 'user.email', 'editor@test.example');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'The site as the test starts it');
    const config = siteConfig(undefined, { localEditing: true, workflow: options.workflow });
    server = await createServer({
      ...config,
      root: copy.dir,
      configFile: false,
      cacheDir: path.join(copy.dir, '.vite-cache'),
      logLevel: 'warn',
      server: { ...config.server, port, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
  } catch (error) {
    // The copy is removed as well as it can be: Vite may still be writing its cache into it, and a
    // failure to tidy up must not hide why the editor did not start.
    await server?.close();
    await copy.remove().catch(() => undefined);
    throw error;
  }
  const running = server;
  // Port 0 asks for any free port, for a test that runs beside the editor's other tests.
  const listening = (running.httpServer!.address() as AddressInfo).port;
  // The site's configuration always has the editor's plugin, which runs the workflow if there is one.
  const cms = running.config.plugins.find((plugin) => plugin.name === 'masky:cms')!.api as CmsPluginApi;
  return {
    dir: copy.dir,
    url: `http://localhost:${listening}`,
    git,
    between: (task) => cms.between(task),
    async close() {
      await running.close();
      await copy.remove();
    },
  };
}

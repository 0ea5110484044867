import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject } from '../tools/test/project-copy';
import { siteConfig } from '../pipeline/vite/config';

/** The port the editor's tests serve `npm run cms` on; set E2E_EDITOR_PORT to run beside another copy. */
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 4318);

/** A running local editor, as `npm run cms` starts it, on a copy of the project it may write to. */
export interface EditorServer {
  /** The copy's folder: the files the editor saves into. */
  dir: string;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the local editor on a fresh copy of the project, so that saves never touch the real tree.
 * The copy keeps its own Vite cache, since the real one may be in use by a dev server.
 */
export async function startEditor(): Promise<EditorServer> {
  const copy = await copyProject();
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      ...siteConfig(undefined, { localEditing: true }),
      root: copy.dir,
      configFile: false,
      cacheDir: path.join(copy.dir, '.vite-cache'),
      logLevel: 'warn',
      server: { port: editorPort, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
  } catch (error) {
    await server?.close();
    await copy.remove();
    throw error;
  }
  const running = server;
  return {
    dir: copy.dir,
    url: `http://localhost:${editorPort}`,
    async close() {
      await running.close();
      await copy.remove();
    },
  };
}

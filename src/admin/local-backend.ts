import type { CMS } from 'decap-cms-core';
import { LOCAL_BACKEND, WORDED_STATUSES } from '../../shared/editor-files';
import { SERVER_TROUBLE } from '../../schemas/editor-messages';
import { postToEditor } from './editor-api';
import { EditorRefusal } from './save-check';

/**
 * The local editor's backend: Decap's own proxy backend, which talks to the dev server
 * (pipeline/cms/local-api.ts), with its failures told in the editor's words. The server refuses a
 * save or a publication with a sentence written for the editor; anything else it answers with an
 * error is a fault of the server, which the editor can only retry. Its requests carry the secret of
 * the server's run, which Decap's own requests do not: the editor's requests are its own, here.
 */

export { LOCAL_BACKEND };

interface ProxyBackend {
  proxyUrl: string;
  branch: string;
  request(payload: unknown): Promise<unknown>;
}

/** An answer that is no success, as Decap's backends throw it: with the answer's status. */
class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A request of Decap's proxy backend, as Decap sends it (its branch and the payload, as JSON), with
 * the run's secret. It answers the server's JSON, or throws with the answer's status.
 */
async function request(backend: ProxyBackend, token: string, payload: object): Promise<unknown> {
  const response = await postToEditor(backend.proxyUrl, token, { branch: backend.branch, ...payload });
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (response.ok) return answer;
  throw new ServerError(typeof answer.error === 'string' ? answer.error : '', response.status);
}

/** Decap's proxy backend, whose requests carry the run's secret and fail with the editor's words. */
export function localBackend(cms: CMS, token: string) {
  const proxy = cms.getBackend('proxy') as { init(...args: unknown[]): ProxyBackend } | undefined;
  if (!proxy) throw new Error('Decap registers its proxy backend before the editor starts');
  return class {
    constructor(...args: unknown[]) {
      const backend = proxy!.init(...args);
      backend.request = async (payload) => {
        try {
          return await request(backend, token, payload as object);
        } catch (error) {
          const { status, message } = error as { status?: number; message?: string };
          // Decap asks for entries that may not exist and handles the answer itself.
          if (status === 404) throw error;
          console.error(error);
          throw new EditorRefusal(
            status !== undefined && WORDED_STATUSES.includes(status) && message ? message : SERVER_TROUBLE,
          );
        }
      };
      // A constructor that returns an object makes `new` give that object: the proxy backend, changed.
      return backend;
    }
  };
}

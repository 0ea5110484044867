import type { CMS } from 'decap-cms-core';
import { LOCAL_BACKEND, REFUSED_STATUS } from '../../shared/editor-files';
import { SERVER_TROUBLE } from '../../schemas/editor-messages';
import { EditorRefusal } from './save-check';

/**
 * The local editor's backend: Decap's own proxy backend, which talks to the dev server
 * (pipeline/cms/local-api.ts), with its failures told in the editor's words. The server refuses a
 * save or a publication with a sentence written for the editor; anything else it answers with an
 * error is a fault of the server, which the editor can only retry.
 */

export { LOCAL_BACKEND };

interface ProxyBackend {
  request(payload: unknown): Promise<unknown>;
}

/** Decap's proxy backend, whose requests fail with the editor's words. */
export function localBackend(cms: CMS) {
  const proxy = cms.getBackend('proxy') as { init(...args: unknown[]): ProxyBackend } | undefined;
  if (!proxy) throw new Error('Decap registers its proxy backend before the editor starts');
  return class {
    constructor(...args: unknown[]) {
      const backend = proxy!.init(...args);
      const request = backend.request.bind(backend);
      backend.request = async (payload) => {
        try {
          return await request(payload);
        } catch (error) {
          const { status, message } = error as { status?: number; message?: string };
          // Decap asks for entries that may not exist and handles the answer itself.
          if (status === 404) throw error;
          console.error(error);
          throw new EditorRefusal(status === REFUSED_STATUS && message ? message : SERVER_TROUBLE);
        }
      };
      // A constructor that returns an object makes `new` give that object: the proxy backend, changed.
      return backend;
    }
  };
}

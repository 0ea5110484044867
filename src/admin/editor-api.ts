import { EDITOR_TOKEN_HEADER } from '../../shared/editor-files';

/**
 * How the local editor's page talks to its server (pipeline/cms/local-api.ts): JSON, posted with
 * the secret the server made for this run, without which it answers nothing. The secret comes in
 * the editor's generated module, which only a page of the server's own origin can read.
 */

/** How long a request may take before the editor gives up on it, as Decap's own backend waits. */
const TIMEOUT_MS = 60_000;

/** Posts `body` as JSON to the editor's server at `url`, with the run's secret. */
export function postToEditor(url: string, token: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', [EDITOR_TOKEN_HEADER]: token },
    body: JSON.stringify(body),
    // The secret goes to the editor's own server only, never to an address a redirect names.
    redirect: 'error',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

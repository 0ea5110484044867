import { request as httpRequest } from 'node:http';

/**
 * A request to the editor's server sent from Node, with every header as given, Host included: what
 * no browser would let a page send, and so what the tests of the editor's defences send to show that
 * the server itself, not the browser, refuses a foreign page or a script.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, with its content type. */
  body?: unknown;
}

export function rawRequest({ url, method = 'GET', headers = {}, body }: RawRequest): Promise<RawAnswer> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, headers: { ...(json !== undefined && { 'content-type': 'application/json' }), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

/** The CORS headers an answer carries, which the editor's server must never send. */
export const corsHeaders = (answer: RawAnswer) =>
  Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));

import { get } from 'node:https';
import { describe, expect, it } from 'vitest';
import { startFlagStandIn } from './flag-stand-in';

/** Fetches a path from the stand-in the way Chromium would once its host resolves to the stand-in. */
function fetchFlag(port: number, pathname: string) {
  return new Promise<{ status?: number; type?: string; body: Buffer }>((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: pathname, servername: 'flagcdn.com', rejectUnauthorized: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            type: response.headers['content-type'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    ).on('error', reject);
  });
}

describe('the flag stand-in', () => {
  it('answers every flag address over HTTPS with a PNG, and tells Chromium where it is', async () => {
    const standIn = await startFlagStandIn('flagcdn.com');
    try {
      const [rule, certificates] = standIn.chromeFlags;
      expect(rule).toMatch(/^--host-resolver-rules="MAP flagcdn\.com 127\.0\.0\.1:\d+"$/);
      expect(certificates).toBe('--ignore-certificate-errors');
      const port = Number(/:(\d+)"$/.exec(rule)?.[1]);
      for (const flag of ['/w40/gb.png', '/w40/br.png']) {
        const response = await fetchFlag(port, flag);
        expect(response.status).toBe(200);
        expect(response.type).toBe('image/png');
        expect(response.body.subarray(1, 4).toString('latin1')).toBe('PNG');
      }
    } finally {
      await standIn.stop();
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatPng, SCRIPTED_SVG, WEB_PAGE } from './__fixtures__/pictures';
import { pictureCopies } from './copies';
import { mediaMiddleware } from './dev-server';
import { MediaFolder } from './library';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-dev-'));
  const media = path.join(root, 'public/media');
  await mkdir(media, { recursive: true });
  await writeFile(path.join(media, 'map.png'), await flatPng(700, 400));
  // What an attacker would plant: a drawing that runs a script, and a page.
  await writeFile(path.join(media, 'x.svg'), SCRIPTED_SVG);
  await writeFile(path.join(media, 'x.html'), WEB_PAGE);
  const folder = new MediaFolder(root);
  const handle = mediaMiddleware(root, async () => (await folder.read()).pictures);
  server = createServer((request, response) =>
    handle(request, response, () => {
      response.statusCode = 418;
      response.end('passed on');
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(root, { recursive: true, force: true });
});

describe('the media folder in the dev server and the local editor', () => {
  it('serves the copies of a checked picture, made on request, under the policy where nothing runs', async () => {
    const folder = await new MediaFolder(root).read();
    const picture = folder.pictures.get('/media/map.png')!;
    for (const copy of pictureCopies(picture).filter(
      (each) => each.width === 640 || each.address === picture.address,
    )) {
      const answer = await fetch(`${base}${copy.address}`);
      expect(answer.status, copy.address).toBe(200);
      expect(answer.headers.get('content-type')).toBe(`image/${copy.format}`);
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(metadata.width).toBe(copy.width);
    }
  });

  it('never serves a file of the folder as it came: a planted drawing or page is not found', async () => {
    for (const address of ['/media/x.svg', '/media/x.html', '/media/missing.png', '/media/']) {
      const answer = await fetch(`${base}${address}`);
      expect(answer.status, address).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(await answer.text()).not.toContain('<script');
    }
  });

  it('passes on every other address', async () => {
    expect((await fetch(`${base}/mediator`)).status).toBe(418);
    expect((await fetch(`${base}/about`)).status).toBe(418);
  });
});

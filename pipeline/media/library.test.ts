import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../content/problem';
import { flatPng, WEB_PAGE } from './__fixtures__/pictures';
import { MediaFolder } from './library';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-library-'));
  await mkdir(path.join(root, 'public/media'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const read = async (overlay?: ReadonlyMap<string, Uint8Array | null>) => {
  const library = await new MediaFolder(root).read(overlay);
  return { ...library, problems: library.problems.map(formatProblem) };
};

describe('the media folder', () => {
  it('lists its pictures by address, and every file of it for the count', async () => {
    await writeFile(path.join(root, 'public/media/map.png'), await flatPng());
    await writeFile(path.join(root, 'public/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const library = await read();
    expect([...library.pictures.keys()]).toEqual(['/media/map.png']);
    expect(library.files).toEqual(['public/media/map.png']);
    expect(library.problems).toEqual([]);
  });

  it('refuses a link anywhere under public/, to a file outside the repository or to a folder', async () => {
    await symlink('/etc/hostname', path.join(root, 'public/media/host.txt'));
    await symlink('/etc', path.join(root, 'public/etc'));
    await symlink('/etc/passwd', path.join(root, 'public/media/passwd.png'));
    const library = await read();
    const link = (file: string) =>
      `${file}:1:1  this is a symbolic link, and the site reads only ordinary files in public/, never what a link leads to; put the file itself here instead of the link`;
    expect(library.problems).toEqual([
      link('public/etc'),
      link('public/media/host.txt'),
      link('public/media/passwd.png'),
    ]);
    expect(library.pictures.size).toBe(0);
  });

  it('refuses what is not an ordinary file, such as a named pipe, without waiting on it', async () => {
    execFileSync('mkfifo', [path.join(root, 'public/media/pipe.png')]);
    expect((await read()).problems).toEqual([
      'public/media/pipe.png:1:1  this is not an ordinary file, and the site reads only ordinary files in public/; put the file itself here',
    ]);
  });

  it('refuses a web page, a hidden file and a picture in a folder of its own, each by name', async () => {
    await writeFile(path.join(root, 'public/media/x.html'), WEB_PAGE);
    await writeFile(path.join(root, 'public/media/.htaccess'), 'AddType text/html .png\n');
    await mkdir(path.join(root, 'public/media/maps'));
    await writeFile(path.join(root, 'public/media/maps/map.png'), await flatPng());
    expect((await read()).problems).toEqual([
      'public/media/.htaccess:1:1  the name ".htaccess" cannot be a picture\'s address: use only letters, digits, dots, dashes and underscores, starting with a letter or digit, such as server-map.png',
      "public/media/maps/map.png:1:1  pictures go straight into public/media/, not into a folder inside it, so that the editor's media library shows them; move it up",
      'public/media/x.html:1:1  this file is a web page, not a picture, whatever its name says: the media folder holds only JPEG, PNG, WebP, AVIF or GIF pictures; remove it, or save the picture again in one of those formats',
    ]);
  });

  it('takes a picture not written yet, or one about to go, from what stands in for it', async () => {
    await writeFile(path.join(root, 'public/media/old.png'), await flatPng());
    const library = await read(
      new Map<string, Uint8Array | null>([
        ['public/media/new.png', await flatPng(2, 2)],
        ['public/media/old.png', null],
        ['public/media/page.png', Buffer.from(WEB_PAGE)],
      ]),
    );
    expect([...library.pictures.keys()]).toEqual(['/media/new.png']);
    expect(library.problems).toEqual([
      'public/media/page.png:1:1  this file is a web page, not a picture, whatever its name says: the media folder holds only JPEG, PNG, WebP, AVIF or GIF pictures; remove it, or save the picture again in one of those formats',
    ]);
  });

  it('reads a picture again once it changes, and not before', async () => {
    const folder = new MediaFolder(root);
    const file = path.join(root, 'public/media/map.png');
    await writeFile(file, await flatPng(4, 3));
    expect((await folder.read()).pictures.get('/media/map.png')?.width).toBe(4);
    await writeFile(file, await flatPng(6, 3));
    expect((await folder.read()).pictures.get('/media/map.png')?.width).toBe(6);
  });
});

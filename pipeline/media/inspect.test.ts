import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  flatPng,
  photograph,
  SCRIPT,
  SCRIPTED_SVG,
  WEB_PAGE,
  withJpegComment,
} from './__fixtures__/pictures';
import { inspectPicture } from './inspect';

const problemOf = async (name: string, bytes: Uint8Array | string) => {
  const found = await inspectPicture(
    `public/media/${name}`,
    typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
  );
  return 'problem' in found ? found.problem : undefined;
};

const NOT_A_PICTURE = (what: string) =>
  `this file is ${what}, not a picture, whatever its name says: the media folder holds only JPEG, PNG, WebP, AVIF or GIF pictures; remove it, or save the picture again in one of those formats`;

describe('a file of the media folder', () => {
  it('is a picture, with its size as shown and the digest of its bytes', async () => {
    const bytes = await flatPng(4, 3);
    const found = await inspectPicture('public/media/map.png', bytes);
    expect(found).toEqual({
      picture: {
        file: 'public/media/map.png',
        address: '/media/map.png',
        format: 'png',
        width: 4,
        height: 3,
        hasAlpha: false,
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });

  it('takes its size as the camera held it: a photograph turned on its side is taller than wide', async () => {
    const turned = await sharp(await photograph(60, 40))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const found = await inspectPicture('public/media/portrait.jpg', turned);
    expect(found).toMatchObject({ picture: { width: 40, height: 60 } });
  });

  it('is refused when it is a web page, a script or an SVG, by its bytes, whatever its name', async () => {
    expect(await problemOf('x.html', WEB_PAGE)).toBe(NOT_A_PICTURE('a web page'));
    expect(await problemOf('x.png', WEB_PAGE)).toBe(NOT_A_PICTURE('a web page'));
    expect(await problemOf('x.js', SCRIPT)).toBe(NOT_A_PICTURE('a script'));
    expect(await problemOf('x.jpg', SCRIPT)).toBe(NOT_A_PICTURE('a script'));
    const svg = NOT_A_PICTURE('an SVG drawing, which can hold a script that runs when it is opened');
    expect(await problemOf('x.svg', SCRIPTED_SVG)).toBe(svg);
    expect(await problemOf('x.png', SCRIPTED_SVG)).toBe(svg);
    expect(await problemOf('x.pdf', '%PDF-1.7\n')).toBe(NOT_A_PICTURE('a PDF document'));
  });

  it('is refused when its name and its bytes disagree, with the name it should have', async () => {
    expect(await problemOf('map.jpg', await flatPng())).toBe(
      'this file holds a PNG picture but its name ends in .jpg; rename it to end in .png',
    );
    expect(await problemOf('map', await flatPng())).toBe(
      'this file holds a PNG picture but its name ends in nothing; rename it to end in .png',
    );
  });

  it('is refused when its name cannot be an address', async () => {
    expect(await problemOf('my map.png', await flatPng())).toBe(
      'the name "my map.png" cannot be a picture\'s address: use only letters, digits, dots, dashes and underscores, starting with a letter or digit, such as server-map.png',
    );
    expect(await problemOf('.map.png', await flatPng())).toMatch(/^the name ".map.png" cannot be/);
  });

  it('is refused when a page or a script hides in it or after it (a polyglot)', async () => {
    const png = await flatPng();
    expect(await problemOf('map.png', Buffer.concat([png, Buffer.from(WEB_PAGE)]))).toBe(
      `this picture has ${WEB_PAGE.length} bytes of something else after its end (some phones add a short video, and a file made to pass for a picture hides a page there); save the picture again as a plain .png`,
    );
    const jpeg = await photograph(40, 30);
    expect(await problemOf('photo.jpg', withJpegComment(jpeg, '<script>alert(1)</script>'))).toBe(
      'this picture holds "<script", the start of a web page or a script, which no camera or drawing program writes; save the picture again from the program that made it',
    );
    expect(await problemOf('photo.jpg', Buffer.concat([jpeg, Buffer.from(SCRIPT)]))).toMatch(
      /^this picture has \d+ bytes of something else after its end/,
    );
  });

  it('is refused when it unpacks past the site’s limits (a decompression bomb), before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await problemOf('bomb.png', bomb)).toBe(
      'this picture is 8000 × 8000 pixels, more than the site takes (50 million pixels, 16,384 on a side); save it smaller',
    );
    const long = await sharp({ create: { width: 17000, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await problemOf('long.png', long)).toMatch(/^this picture is 17000 × 2 pixels, more than/);
  });

  it('is refused when it is cut short', async () => {
    const png = await flatPng();
    expect(await problemOf('map.png', png.subarray(0, png.length - 8))).toBe(
      'this picture is broken or cut short; save it again from the program that made it',
    );
  });
});

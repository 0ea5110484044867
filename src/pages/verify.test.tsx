// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type Single } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../../shared/dates';
import { TRUST_FILE } from '../../pipeline/content/trust';
import { singleKey } from '../../shared/content-keys';
import { projectContent, type ProjectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

const {
  file,
  path: keyPath,
  page,
} = {
  ...collections.verifyPage.publishedKey,
  page: collections.verifyPage.page!.path,
};

/**
 * The fingerprint of a version 4 OpenPGP key, worked out here from the key file's bytes as RFC 4880
 * (12.2) defines it, the SHA-1 of its public key packet, so that the test trusts neither the build's
 * reading of the key nor openpgp.js's.
 */
function fingerprintOf(armored: string): string {
  const base64 = armored
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('-----') && !line.startsWith('='))
    .join('');
  const bytes = Buffer.from(base64, 'base64');
  const tag = bytes[0];
  let length: number;
  let start: number;
  if (tag & 0x40) {
    // A packet in the new format: its length in one, two or five octets.
    const first = bytes[1];
    if (first < 192) [length, start] = [first, 2];
    else if (first < 224) [length, start] = [((first - 192) << 8) + bytes[2] + 192, 3];
    else [length, start] = [bytes.readUInt32BE(2), 6];
  } else {
    // A packet in the old format: its length in one, two or four octets, as its tag's last two bits say.
    const octets = [1, 2, 4][tag & 0x03];
    length = bytes.readUIntBE(1, octets);
    start = 1 + octets;
  }
  const body = bytes.subarray(start, start + length);
  expect(body[0], 'a version 4 key').toBe(4);
  const header = Buffer.from([0x99, length >> 8, length & 0xff]);
  return createHash('sha1').update(header).update(body).digest('hex').toUpperCase();
}

let project: ProjectContent;
let fingerprint: string;

beforeAll(async () => {
  project = await projectContent();
  fingerprint = fingerprintOf(readFileSync(path.resolve(import.meta.dirname, '../../content', file), 'utf8'));
});

describe('the page on checking a copy', () => {
  for (const tag of [undefined, 'fa', 'ru', 'zh-Hans']) {
    it(`shows the key's full fingerprint, read from the key, and links to the key, in ${tag ?? 'English'}`, async () => {
      const copy = project.lookup(singleKey('verifyPage', tag)) as Single<'verifyPage'>;
      await renderPageAt(tag ? `/${tag}${page}` : page, project.lookup);
      expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();

      // The key's own section shows it first; the list of every key shows it again.
      const [shown] = screen.getAllByText(fingerprint.match(/.{4}/g)!.join(' '));
      expect(shown.tagName).toBe('CODE');
      expect(shown).toHaveAttribute('dir', 'ltr');
      expect(shown).toHaveAttribute('translate', 'no');

      const download = screen.getByRole('link', { name: copy.key.download });
      expect(download).toHaveAttribute('download');
      expect(download.getAttribute('href')).toMatch(new RegExp(`(^|/)${path.posix.basename(keyPath)}$`));

      // The example of a good answer names the key as GnuPG does, from the key itself too.
      expect(document.body.textContent).toContain(`Good signature from "${copy.publishedKey.name}"`);
      for (const system of copy.computer.systems)
        expect(screen.getByRole('heading', { level: 3, name: system.name })).toBeInTheDocument();
      document.body.innerHTML = '';
    });
  }

  for (const tag of [undefined, 'fa']) {
    it(`lists every key the build trusts, newest first, with its fingerprint and its period, in ${tag ?? 'English'}`, async () => {
      const copy = project.lookup(singleKey('verifyPage', tag)) as Single<'verifyPage'>;
      const site = project.lookup(singleKey('site', tag)) as Single<'site'>;
      const { keys } = parse(
        readFileSync(path.resolve(import.meta.dirname, '../..', TRUST_FILE), 'utf8'),
      ) as {
        keys: { purpose: 'site' | 'canary'; fingerprint: string; validFrom: string; validUntil?: string }[];
      };
      expect(keys.length).toBeGreaterThan(1);
      await renderPageAt(tag ? `/${tag}${page}` : page, project.lookup);
      const list = screen.getByRole('heading', { level: 2, name: copy.keys.heading }).parentElement!;
      const items = within(list).getAllByRole('listitem');
      const newestFirst = [...keys].sort((a, b) => b.validFrom.localeCompare(a.validFrom));
      expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(
        newestFirst.map((key) => key.fingerprint.match(/.{4}/g)!.join(' ')),
      );
      newestFirst.forEach((key, index) => {
        const from = formatDate(key.validFrom, site.locale);
        expect(items[index]).toHaveTextContent(copy.keys.purposes[key.purpose]);
        expect(items[index]).toHaveTextContent(
          key.validUntil
            ? fillPlaceholders(copy.keys.validBetween, {
                from,
                until: formatDate(key.validUntil, site.locale),
              })
            : fillPlaceholders(copy.keys.validFrom, { from }),
        );
      });
      document.body.innerHTML = '';
    });
  }

  it('is linked from the mirrors page', async () => {
    await renderPageAt(collections.mirrorsPage.page!.path, project.lookup);
    const { verifyLink } = project.content.mirrorsPage;
    expect(screen.getByRole('link', { name: verifyLink.label }).getAttribute('href')).toContain('verify');
  });
});

import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { collections } from '../schemas/collections';
import type { EditorServer } from './editor-server';

/**
 * The steps an editor takes in the browser editor, for the editor's browser tests: open it, open an
 * entry, type into its text, save, change a change's status, publish. Labels are Decap's own and
 * those the generated configuration gives.
 */

/**
 * Opens the editor, which the local backend starts on the collections, with nobody to sign in. A page
 * that has the editor open already loads it anew: after an entry is published, Decap goes on to the
 * entry's own address, and a change of the address's hash alone made meanwhile was undone by it,
 * which left the entry open for as long as a test waited (CI once waited three minutes on it).
 */
export async function signIn(page: Page, editor: EditorServer): Promise<void> {
  if (page.url().startsWith(`${editor.url}/admin/`)) await page.goto('about:blank');
  await page.goto(`${editor.url}/admin/`, { timeout: 300_000 });
  await expect(page.getByRole('link', { name: collections.posts.label, exact: true })).toBeVisible({
    timeout: 300_000,
  });
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // An entry open before is closed: its toolbar's "Writing in" would otherwise stand for the next
  // entry's, and a test would type into the entry it had left.
  await expect(page.getByText('Writing in')).toHaveCount(0, { timeout: 60_000 });
}

/**
 * Opens the editor once before the tests do: the dev server prepares Decap's modules on the first
 * visit, which takes minutes on a small machine, and belongs to starting the editor, not to a test.
 * Opened in the context the tests' pages share, it leaves them the modules in the browser's cache.
 */
export async function warmUp(context: BrowserContext, editor: EditorServer): Promise<void> {
  const page = await context.newPage();
  try {
    await signIn(page, editor);
  } finally {
    await page.close();
  }
}

/** Opens an entry of a collection, such as posts/hello or legalTexts/privacyPolicy. */
export async function openEntry(
  page: Page,
  editor: EditorServer,
  collection: string,
  entry: string,
): Promise<void> {
  // The editor is loaded anew, at the entry's own address: when only the address's hash changed,
  // Decap kept the draft of a new entry published before and showed it, for as long as a test
  // waited, as the entry opened next. Loaded from a blank page, no entry open before is left to
  // stand for this one; the editor needs no sign-in (signIn), so it is not opened at its start first.
  await page.goto('about:blank');
  await page.goto(`${editor.url}/admin/#/collections/${collection}/entries/${entry}`, { timeout: 300_000 });
  await expect(page.getByText('Writing in')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
}

/** Publishes the entry open in the editor that saves at once (`npm run cms`). */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** The rich text of the entry's body. */
export const richText = (page: Page) => page.locator('[data-slate-editor="true"]');

/**
 * Adds a paragraph at the end of the entry's body, as an editor writes it: the new paragraph begun
 * with the keys, its words entered as one input, as the browser enters pasted or dictated words.
 * Typed a key at a time, they took seconds, as the editor draws its form anew for each key; what it
 * saves is the same.
 */
export async function addParagraph(page: Page, words: string): Promise<void> {
  const text = richText(page);
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(words);
  await expect(text).toContainText(words);
}

/** The frame in which the site draws the entry being edited. */
export async function sitePreview(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().endsWith('/admin/preview.html')), {
      timeout: 60_000,
    })
    .toBe(true);
  const frame = page.frames().find((each) => each.url().endsWith('/admin/preview.html'))!;
  // The first preview loads the site's pages into the dev server, which takes a while on a small machine.
  await expect(frame.locator('#root > *').first()).toBeVisible({ timeout: 60_000 });
  return frame;
}

/**
 * Saves a change in review, as the editorial workflow's Save button does. Decap's header says the
 * changes are saved; its passing notice may be gone by then on a slow machine.
 */
export async function saveChange(page: Page): Promise<void> {
  await expect(page.getByText(/^Unsaved changes$/i)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Changes saved$/i)).toBeVisible({ timeout: 60_000 });
}

/** The statuses of a change in review, as the editor's status menu names them. */
export type ChangeStatus = 'Draft' | 'In review' | 'Ready';

/** Moves the change open in the editor from one status to another. */
export async function setStatus(page: Page, from: ChangeStatus, to: ChangeStatus): Promise<void> {
  await page.getByRole('button', { name: `Status: ${from}` }).click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
  await expect(page.getByRole('button', { name: `Status: ${to}` })).toBeVisible({ timeout: 30_000 });
}

/** Publishes the change open in the editor, answering yes when Decap asks whether to. */
export async function publishChange(page: Page): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await publishNow(page);
}

/** The notice Decap shows at the top right of the editor, such as a refusal. */
export const notice = (page: Page) => page.locator('.Toastify__toast');

/**
 * Saves a picture of the editor at 1280 pixels wide under EDITOR_SHOTS, when it is set: the steps of
 * a change as an editor sees them, for people to look at. Without it, nothing is written.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.EDITOR_SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** A CRC-32 of bytes, as a PNG's chunks end with. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A small picture of one colour, made by the test, to upload as an editor uploads a photo. */
export function testPicture(width = 40, height = 30): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

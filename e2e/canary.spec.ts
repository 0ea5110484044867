import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { canaryExpiry, collections, declarationText, fillPlaceholders, type Entry } from '../schemas';
import { formatDate } from '../src/lib/format';
import { expect, gotoHydrated, test } from './fixtures';
import { content, hrefOn } from './site-routes';

const { canaryPage: copy, site } = content;
const statements: Entry<'canary'>[] = content.canary;
const [newest, ...earlier] = statements;
const { list, signingKey, folder } = collections.canary;
const due = formatDate(newest.nextDue, site.locale);

/** A file of the content folder as it is written, to compare with what the site serves. */
const contentFile = (relative: string) =>
  readFile(path.join(import.meta.dirname, '..', 'content', relative), 'utf8');

test('the newest statement is in force until its due day ends, by the visitor’s clock', async ({ page }) => {
  await page.clock.setFixedTime(canaryExpiry(newest.nextDue) - 60_000);
  await gotoHydrated(page, list.path);
  const state = page.locator('[data-canary-state]');
  await expect(state).toHaveAttribute('data-canary-state', 'current');
  await expect(state).toContainText(copy.current.badge);
  await expect(state).toContainText(fillPlaceholders(copy.current.text, { due }));
  const date = formatDate(newest.date, site.locale);
  const statement = page.getByRole('article', { name: fillPlaceholders(copy.statementHeading, { date }) });
  for (const declaration of newest.declarations)
    await expect(statement).toContainText(declarationText(declaration));
});

test('a statement past its due day says it has expired, though the site was built while it was in force', async ({
  page,
}) => {
  // The site was built today, while the statement is in force; the visitor's clock is past its due day.
  await page.clock.setFixedTime(canaryExpiry(newest.nextDue) + 60_000);
  await gotoHydrated(page, list.path);
  const state = page.locator('[data-canary-state]');
  await expect(state).toHaveAttribute('data-canary-state', 'expired');
  await expect(state.getByText(copy.expired.badge, { exact: true })).toBeVisible();
  await expect(state).toContainText(fillPlaceholders(copy.expired.text, { due }));
  await expect(page.getByText(copy.current.badge, { exact: true })).toBeHidden();
});

test('the signed statements and the key download as they are kept in the content', async ({ page }) => {
  await gotoHydrated(page, list.path);
  const signature = page.getByRole('region', { name: copy.signature.heading, exact: true });
  await expect(signature).toContainText(newest.signature.fingerprint.match(/.{4}/g)!.join(' '));

  const statementLink = signature.getByRole('link', { name: copy.signature.statementLink });
  const keyLink = signature.getByRole('link', { name: copy.signature.keyLink });
  await expect(statementLink).toHaveAttribute('href', hrefOn(newest.url, list.path));
  await expect(keyLink).toHaveAttribute('href', hrefOn(signingKey.path, list.path));
  const download = page.waitForEvent('download');
  await statementLink.click();
  expect((await download).suggestedFilename()).toBe(`${newest.id}.txt`);

  const served = async (url: string) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  expect(await served(signingKey.path)).toBe(await contentFile(signingKey.file));
  expect(await served(newest.url)).toBe(await contentFile(`${folder}/${newest.id}.txt`));

  // Each earlier statement is listed by its date, with its signed text.
  const earlierList = page.getByRole('region', { name: copy.earlier.heading, exact: true });
  await expect(earlierList.getByRole('listitem')).toHaveCount(earlier.length);
  for (const statement of earlier) {
    const link = earlierList.getByRole('link', {
      name: `${copy.earlier.link} (${formatDate(statement.date, site.locale)})`,
    });
    await expect(link).toHaveAttribute('href', hrefOn(statement.url, list.path));
    expect(await served(statement.url)).toBe(await contentFile(`${folder}/${statement.id}.txt`));
  }

  // The commands name the files the links download.
  const verify = page.getByRole('region', { name: copy.verify.heading, exact: true });
  await expect(verify).toContainText(
    fillPlaceholders(copy.verify.importCommand, { key: path.basename(signingKey.path) }),
  );
  await expect(verify).toContainText(
    fillPlaceholders(copy.verify.verifyCommand, { file: `${newest.id}.txt` }),
  );
});

import { collections, fillPlaceholders } from '../schemas';
import { sentenceDiff } from '../pipeline/content/versions';
import { plainWords } from '../shared/markdown';
import { formatDate } from '../src/lib/format';
import { expect, gotoHydrated, test } from './fixtures';
import { content, landsAt, versions } from './site-routes';

const { legalPage, privacyPolicy, site } = content;
const historyPath = collections.privacyPolicy.versions.history.path;
const policyVersions = versions.get('privacyPolicy')!;
const [inForce] = policyVersions;
const earliest = policyVersions.at(-1)!;

/** The sentences the version in force removed and added, as the history should mark them. */
const sample = (() => {
  const parts = sentenceDiff(plainWords(policyVersions[1].text), plainWords(inForce.text));
  const words = (kind: 'added' | 'removed') =>
    parts.filter((part) => part[kind]).map((part) => part.text.trim());
  return { added: words('added'), removed: words('removed') };
})();

test('the privacy policy leads to its history, which marks what changed, and to an earlier version whole', async ({
  page,
}) => {
  expect(policyVersions.length, 'the privacy policy has an earlier version').toBeGreaterThan(1);
  expect(
    sample.added.length + sample.removed.length,
    'its newest version changed a sentence',
  ).toBeGreaterThan(0);

  await gotoHydrated(page, '/privacypolicy');
  const date = formatDate(inForce.date, site.locale);
  await expect(page.getByText(fillPlaceholders(legalPage.versionShown, { date }))).toBeVisible();
  await page.getByRole('link', { name: legalPage.historyLink }).click();
  await expect(page).toHaveURL(landsAt(historyPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fillPlaceholders(legalPage.history.heading, { document: privacyPolicy.title }),
  );

  const entries = page.getByRole('main').getByRole('article');
  await expect(entries.getByRole('heading', { level: 2 })).toHaveText(
    policyVersions.map((version) => formatDate(version.date, site.locale)),
  );
  const newest = entries.first();
  await expect(newest).toContainText(inForce.note);
  await expect(newest.getByText(legalPage.history.inForce, { exact: true })).toBeVisible();
  const removed = newest.locator('del');
  const added = newest.locator('ins');
  await expect(removed.first()).toBeVisible();
  await expect(added.first()).toBeVisible();
  for (const sentence of sample.removed)
    await expect(newest.locator('del', { hasText: sentence })).toHaveCount(1);
  for (const sentence of sample.added)
    await expect(newest.locator('ins', { hasText: sentence })).toHaveCount(1);
  // Screen readers hear which words were added and which removed.
  await expect(removed.first()).toContainText(legalPage.history.removed);
  await expect(added.first()).toContainText(legalPage.history.added);
  await expect(entries.last()).toContainText(legalPage.history.firstVersion);

  await entries.last().getByRole('link', { name: legalPage.history.readVersion }).click();
  await expect(page).toHaveURL(landsAt(`${historyPath}/${earliest.name}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fillPlaceholders(legalPage.versionPage.heading, {
      document: privacyPolicy.title,
      date: formatDate(earliest.date, site.locale),
    }),
  );
  const main = page.getByRole('main');
  await expect(main).toContainText(fillPlaceholders(legalPage.versionPage.earlier, { date }));
  for (const block of plainWords(earliest.text).split('\n')) await expect(main).toContainText(block);
  for (const sentence of sample.added) await expect(main).not.toContainText(sentence);

  await main.getByRole('link', { name: legalPage.history.backLink }).click();
  await expect(page).toHaveURL(landsAt('/privacypolicy'));
});

test('a version page opened on its own is the whole text of that day, out of search results', async ({
  page,
}) => {
  await gotoHydrated(page, `${historyPath}/${inForce.name}`);
  await expect(page.getByRole('main')).toContainText(legalPage.versionPage.current);
  for (const block of plainWords(inForce.text).split('\n'))
    await expect(page.getByRole('main')).toContainText(block);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: legalPage.versionPage.historyLink }).click();
  await expect(page).toHaveURL(landsAt(historyPath));
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fillPlaceholders, severityCounts, SEVERITIES } from '../schemas';
import { formatDate } from '../src/lib/format';
import { expect, gotoHydrated, test } from './fixtures';
import { content, landsAt } from './site-routes';

const { audits, auditsPage, site, transparency } = content;
const number = new Intl.NumberFormat(site.locale);
const date = (day: string) => formatDate(day, site.locale);

/** Reads CSV as RFC 4180 writes it: fields in double quotes may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The text of each body row of a table: its row header, then its cells. */
async function bodyRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Downloads a file by its link on the page, as a visitor would, and returns its text. */
async function download(page: Page, label: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: label }).click(),
  ]);
  return readFile((await file.path())!, 'utf8');
}

/** Whether the page itself scrolls sideways, which a phone's reader should never have to do. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the list of audits leads to an audit, whose findings fill an accessible table', async ({ page }) => {
  expect(audits.length, 'at least one published audit').toBeGreaterThan(0);
  await gotoHydrated(page, '/audits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auditsPage.heading);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(audits.map((audit) => audit.title));
  for (const [index, audit] of audits.entries()) {
    const counts = severityCounts(audit.findings);
    await expect(
      cards.nth(index).getByRole('list', { name: auditsPage.countsLabel }).getByRole('listitem'),
    ).toHaveText(SEVERITIES.map((severity) => `${auditsPage.severities[severity]} ${counts[severity]}`));
  }
  expect(await pageScrollsSideways(page)).toBe(false);

  const [audit] = audits;
  await cards.first().getByRole('link', { name: auditsPage.readMore }).click();
  await expect(page).toHaveURL(landsAt(audit.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(audit.title);
  await expect(page).toHaveTitle(fillPlaceholders(site.titleTemplate, { title: audit.title }));
  const facts = page.getByRole('region', { name: auditsPage.facts.heading });
  await expect(facts.getByRole('link', { name: audit.auditor.name })).toHaveAttribute(
    'href',
    audit.auditor.website,
  );
  await expect(facts.getByRole('link', { name: auditsPage.facts.reportLink })).toHaveAttribute(
    'href',
    audit.report,
  );
  await expect(facts.getByRole('listitem')).toHaveText(audit.scope);

  const table = page.getByRole('table', { name: auditsPage.findings.caption });
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(auditsPage.findings.columns));
  await expect(table.locator('thead th[scope="col"]')).toHaveCount(5);
  await expect(table.locator('tbody th[scope="row"]')).toHaveCount(audit.findings.length);
  expect(await bodyRows(page, auditsPage.findings.caption)).toEqual(
    audit.findings.map((finding) => [
      finding.id,
      auditsPage.severities[finding.severity],
      finding.title,
      auditsPage.statuses[finding.status],
      finding.fixedIn ?? auditsPage.findings.notFixed,
    ]),
  );
  expect(await pageScrollsSideways(page)).toBe(false);

  await page.getByRole('link', { name: auditsPage.backLink.label }).click();
  await expect(page).toHaveURL(landsAt(auditsPage.backLink.to));
});

test('the transparency report’s table matches its CSV and JSON downloads', async ({ page }) => {
  await gotoHydrated(page, '/transparency');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(transparency.heading);
  const caption = transparency.table.caption;
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('thead th[scope="col"]')).toHaveText(Object.values(transparency.table.columns));
  await expect(table.locator('tbody th[scope="row"]')).toHaveCount(transparency.periods.length);
  await expect(table.locator('tfoot th[scope="row"]')).toHaveText(transparency.table.total);
  // Figures line up on the end side, each digit as wide as the others.
  const figure = table.locator('tbody td').first();
  await expect(figure).toHaveCSS('text-align', /^(end|right)$/);
  await expect(figure).toHaveCSS('font-variant-numeric', 'tabular-nums');

  const rows = await bodyRows(page, caption);
  const csv = parseCsv(await download(page, transparency.downloads.csv));
  expect(csv[0]).toHaveLength(rows[0].length + 1);
  // The CSV writes a period as its two days and its figures as plain digits; the table in words.
  expect(
    csv
      .slice(1)
      .map(([start, end, ...rest]) => [
        fillPlaceholders(transparency.table.period, { start: date(start), end: date(end) }),
        ...rest.slice(0, -1).map((cell) => number.format(Number(cell))),
        rest.at(-1),
      ]),
  ).toEqual(rows);

  const json = JSON.parse(await download(page, transparency.downloads.json)) as {
    periods: {
      start: string;
      end: string;
      requests: Record<string, number>;
      received: number;
      answered: number;
      handedOver: { records: number; statement: string };
    }[];
  };
  expect(
    json.periods.map((period) => [
      fillPlaceholders(transparency.table.period, { start: date(period.start), end: date(period.end) }),
      ...[...Object.values(period.requests), period.received, period.answered, period.handedOver.records].map(
        (value) => number.format(value),
      ),
      period.handedOver.statement,
    ]),
  ).toEqual(rows);
});

test('on any screen the transparency table scrolls in its own frame, never the page', async ({ page }) => {
  await gotoHydrated(page, '/transparency');
  const frame = page.getByRole('region', { name: transparency.table.caption });
  await expect(frame).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  const viewport = page.viewportSize()!;
  expect(clientWidth).toBeLessThanOrEqual(viewport.width);
  // On a phone the table is wider than its frame, which a keyboard can focus to scroll it.
  if (viewport.width < 600) expect(scrollWidth).toBeGreaterThan(clientWidth);
  await frame.focus();
  await expect(frame).toBeFocused();
});

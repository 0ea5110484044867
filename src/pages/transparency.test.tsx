// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ContentLookup } from '../../shared/content-keys';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodsNewestFirst, transparencyTotals, type Content } from '../../schemas';
import { projectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

/** The transparency report's page, with the real routes and content. */

let content: Content;
let lookup: ContentLookup;

beforeAll(async () => {
  ({ content, lookup } = await projectContent());
});

describe('the transparency report', () => {
  it('shows the sums, one row a period newest first, a row of totals and the downloads', async () => {
    const report = content.transparency;
    await renderPageAt('/transparency', lookup);
    expect(await screen.findByRole('heading', { level: 1, name: report.heading })).toBeInTheDocument();
    expect(document.title).toBe(report.meta.title);
    const number = new Intl.NumberFormat(content.site.locale);
    const totals = transparencyTotals(report);
    const summary = screen.getByText((_, element) => element?.className === 'transparency__summary');
    for (const figure of [totals.received, totals.answered, totals.records])
      expect(summary).toHaveTextContent(number.format(figure));
    const table = screen.getByRole('table', { name: report.table.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(report.periods.length + 1);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent(report.table.total);
    const statements = rows.slice(0, -1).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statements).toEqual(periodsNewestFirst(report).map((period) => period.handedOver.statement));
    expect(screen.getByRole('link', { name: report.downloads.csv })).toHaveAttribute(
      'href',
      '/transparency.csv',
    );
    expect(screen.getByRole('link', { name: report.downloads.json })).toHaveAttribute(
      'href',
      '/transparency.json',
    );
  });
});

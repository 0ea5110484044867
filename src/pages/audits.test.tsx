// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ContentLookup } from '../../shared/content-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { severityCounts, SEVERITIES, type Content } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { projectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

/** The list of audits and each audit's page, with the real routes and content. */

let content: Content;
let lookup: ContentLookup;

beforeAll(async () => {
  ({ content, lookup } = await projectContent());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the security audits', () => {
  it('lists every audit newest first, each with its counts by severity', async () => {
    const copy = content.auditsPage;
    await renderPageAt('/audits', lookup);
    expect(await screen.findByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      content.audits.map((audit) => audit.title),
    );
    const published = content.audits.map((audit) => audit.dates.published);
    expect(published).toEqual([...published].sort().reverse());
    cards.forEach((card, index) => {
      const counts = severityCounts(content.audits[index].findings);
      expect(
        within(within(card).getByRole('list', { name: copy.countsLabel }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(SEVERITIES.map((severity) => `${copy.severities[severity]} ${counts[severity]}`));
    });
  });

  it('shows an audit’s facts and every finding in the table', async () => {
    const [audit] = content.audits;
    const copy = content.auditsPage;
    await renderPageAt(audit.url, lookup);
    expect(await screen.findByRole('heading', { level: 1, name: audit.title })).toBeInTheDocument();
    expect(document.title).toBe(fillPlaceholders(content.site.titleTemplate, { title: audit.title }));
    expect(screen.getByRole('link', { name: copy.facts.reportLink })).toHaveAttribute('href', audit.report);
    const table = screen.getByRole('table', { name: copy.findings.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      audit.findings.map((finding) => finding.id),
    );
    rows.forEach((row, index) => {
      const finding = audit.findings[index];
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        copy.severities[finding.severity],
        finding.title,
        copy.statuses[finding.status],
        finding.fixedIn ?? copy.findings.notFixed,
      ]);
    });
  });

  it('shows the not-found page for an audit that does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPageAt('/audits/no-such-audit', lookup);
    expect(await screen.findByRole('heading', { name: content.notFoundPage.heading })).toBeInTheDocument();
  });
});

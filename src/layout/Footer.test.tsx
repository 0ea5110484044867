// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas';
import { formatDate } from '../../shared/dates';
import { renderWithRouter } from '../test/render';
import { testSite } from '../test/site';
import { Footer } from './Footer';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const site: Site = {
  ...testSite,
  footer: {
    blurb: 'A footer for the test.',
    linksHeading: 'Places to go',
    links: [
      { label: 'Get the app', to: '/download' },
      { label: 'Read the news', to: '/blog' },
    ],
    socialHeading: 'Elsewhere',
    copyright: 'Copyright line of the test.',
    offlineCopy: 'An offline copy of the test, made on {date}. The test itself:',
  },
  social: [{ label: 'A network for the test', href: 'https://social.example/test' }],
};

describe('Footer', () => {
  it('shows the footer links, the social links in new tabs, and the copyright line', () => {
    renderWithRouter(<Footer site={site} />);
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/download');
    expect(screen.getByRole('link', { name: 'Read the news' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'A network for the test' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Copyright line of the test.')).toBeInTheDocument();
    expect(screen.queryByText(/An offline copy/)).toBeNull();
  });

  it('says on an offline copy the day it was made, and links the site itself', () => {
    renderWithRouter(<Footer site={site} offlineCopy={{ made: '2026-12-02' }} />);
    const line = screen.getByText(/An offline copy of the test/);
    expect(line.textContent).toContain(`made on ${formatDate('2026-12-02', site.locale)}.`);
    const home = screen.getByRole('link', { name: site.siteUrl.replace('https://', '') });
    expect(home).toHaveAttribute('href', site.siteUrl);
    expect(line).toContainElement(home);
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas';
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
  });
});

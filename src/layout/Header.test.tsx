// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { testSite } from '../test/site';
import { Header } from './Header';

// The test site's header, in words of the test's own, so nothing here repeats the live site's copy.
const site: Site = testSite;
const { header } = site;
const [sectionOne, sectionTwo, pageThree] = header.nav;
const menuButtonName = `${header.menuButton.label} ${header.menuButton.context}`;

const mainNav = () => within(screen.getByRole('navigation', { name: header.navLabel }));

describe('Header', () => {
  it('links to sections of the home page in place when on the home page', () => {
    renderWithRouter(<Header site={site} />, '/');
    expect(mainNav().getByRole('link', { name: sectionOne.label })).toHaveAttribute('href', '#one');
    expect(mainNav().getByRole('link', { name: sectionTwo.label })).toHaveAttribute('href', '#two');
    expect(mainNav().getByRole('link', { name: pageThree.label })).toHaveAttribute('href', '/support');
  });

  it('prefixes the section links with / on other pages so they lead home', () => {
    renderWithRouter(<Header site={site} />, '/terms');
    expect(mainNav().getByRole('link', { name: sectionOne.label })).toHaveAttribute('href', '/#one');
    expect(mainNav().getByRole('link', { name: sectionTwo.label })).toHaveAttribute('href', '/#two');
  });

  it('shows the logo home link, the trial badge and the token link', () => {
    renderWithRouter(<Header site={site} />, '/terms');
    expect(screen.getByRole('link', { name: header.logoLabel })).toHaveAttribute('href', '/');
    expect(screen.getAllByText(header.trialBadge).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: header.tokenLink.label })[0]).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('ties the menu button to the menu, a popover the browser opens and closes, which lists every link', () => {
    renderWithRouter(<Header site={site} />, '/terms');
    const toggle = screen.getByRole('button', { name: new RegExp(header.openMenu) });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    // Closed, the menu is out of the accessibility tree, as the browser keeps it until it opens.
    const hidden = { hidden: true };
    const links = within(within(menu!).getByRole('navigation', { name: header.mobileNavLabel, ...hidden }));
    for (const link of header.nav)
      expect(links.getByRole('link', { name: link.label, ...hidden })).toBeInTheDocument();
    expect(links.getByRole('link', { name: header.tokenLink.label, ...hidden })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(links.getByRole('link', { name: menuButtonName, ...hidden })).toHaveAttribute('href', '/about');
    // The toggle's name says what a press does; the stylesheet shows the one that fits.
    expect(toggle).toHaveTextContent(header.openMenu);
    expect(toggle).toHaveTextContent(header.closeMenu);
  });

  it('asks for the behaviour that closes the menu on the home page only, whose section links stay on the page', () => {
    const { unmount } = renderWithRouter(<Header site={site} />, '/');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('data-behaviour', 'menu');
    unmount();
    renderWithRouter(<Header site={site} />, '/terms');
    expect(document.getElementById('mobile-menu')).not.toHaveAttribute('data-behaviour');
  });
});

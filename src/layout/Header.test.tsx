// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('opens and closes the mobile menu with its toggle, and closes it when an item is chosen', async () => {
    const { router } = renderWithRouter(<Header site={site} />, '/terms');
    const toggle = screen.getByRole('button', { name: header.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: header.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: header.mobileNavLabel }));
    expect(menu.getByRole('link', { name: menuButtonName })).toHaveAttribute('href', '/about');
    await userEvent.click(screen.getByRole('button', { name: header.closeMenu }));
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: header.openMenu }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: header.mobileNavLabel })).getByRole('link', {
        name: menuButtonName,
      }),
    );
    expect(router.state.location.pathname).toBe('/about');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    renderWithRouter(<Header site={site} />, '/terms');
    await userEvent.click(screen.getByRole('button', { name: header.openMenu }));
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: header.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

import { detectOs, type NavigatorHints } from '../lib/platform';

// The download page lists every platform alike; the visitor's own kind of device, known only in the
// browser, gets the badge the page keeps in a template, after its card's heading.
const list = document.querySelector<HTMLElement>('[data-behaviour~="platform-highlight"]');
const os = detectOs(navigator as Navigator & NavigatorHints);
const card = os && list?.querySelector<HTMLElement>(`[data-platform-os="${os}"]`);
const badge = list?.querySelector('template');
if (card && badge) {
  card.classList.add('platform--recommended');
  card.querySelector('h2')?.after(badge.content.cloneNode(true));
}

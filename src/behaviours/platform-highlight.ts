import { detectOs, type NavigatorHints } from '../lib/platform';

// The download page lists every platform in the content's order, which is what a reader with
// scripts off sees. The visitor's own kind of device, known only in the browser, gets the badge the
// page keeps in a template, after its card's heading, and its card moves to the front of the list:
// moved in the document rather than by CSS, so the keyboard and a screen reader meet it first too.
const list = document.querySelector<HTMLElement>('[data-behaviour~="platform-highlight"]');
const os = detectOs(navigator as Navigator & NavigatorHints);
const card = os && list?.querySelector<HTMLElement>(`[data-platform-os="${os}"]`);
const badge = list?.querySelector('template');
if (card && badge) {
  card.classList.add('platform--recommended');
  card.querySelector('h2')?.after(badge.content.cloneNode(true));
  card.parentElement?.prepend(card);
}

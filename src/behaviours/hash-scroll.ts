import { scrollToElement } from '../lib/motion';

/** How long the home page waits before scrolling to the section in the address, as the specification asks. */
export const HASH_SCROLL_DELAY_MS = 100;

// On the home page, an address with a section (/#pricing, from another page's header) scrolls there
// smoothly once the page has settled. With scripts off, the browser's own jump does the same.
const section =
  window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
if (section && document.querySelector('[data-behaviour~="hash-scroll"]')) {
  window.setTimeout(() => scrollToElement(section), HASH_SCROLL_DELAY_MS);
}

import { canaryExpiry, canaryState } from '../../schemas/canary-state';

// setTimeout keeps no longer delay than this; a statement due later is checked again on the next visit.
const LONGEST_TIMER = 2 ** 31 - 1;

// The canary page says, by the build's day, whether the newest statement is in force; the build
// may be older than the visitor's day, so the page says it again by the visitor's clock, when the
// statement's due day ends while the page is open, and when the visitor comes back to the tab.
const status = document.querySelector<HTMLElement>('[data-behaviour~="canary-clock"]');
const due = status?.dataset.canaryDue;
if (status && due) {
  const show = () => {
    const state = canaryState(due, Date.now());
    status.dataset.canaryState = state;
    for (const part of status.querySelectorAll<HTMLElement>('[data-canary-part]')) {
      part.hidden = part.dataset.canaryPart !== state;
    }
  };
  show();
  const remaining = canaryExpiry(due) - Date.now();
  if (remaining > 0 && remaining <= LONGEST_TIMER) window.setTimeout(show, remaining);
  document.addEventListener('visibilitychange', show);
}

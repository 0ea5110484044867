/** Whether the visitor asked their system for less motion; smooth scrolling then jumps instead. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element into view, smoothly unless the visitor prefers less motion. */
export function scrollToElement(element: Element): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

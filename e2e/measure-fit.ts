/**
 * Measurements the browser tests make inside a page, each one function that Playwright sends to the
 * page whole (so each is self-contained: no import, no outer variable), and that returns what it
 * found wrong as plain sentences.
 */

/**
 * Every word of a heading, or of other large text (WCAG's "large scale": 24 px, or 18.66 px bold),
 * that the layout cut across two lines or pushed out of its box or the window. A word here is what no
 * line may break inside: a run of letters between spaces, ending after a hyphen. Chinese may break
 * between any two of its characters, so each of them stands alone. A word the browser hyphenated
 * itself would count as cut: the site asks for automatic hyphenation only in the footer's links,
 * which are not large text, and Chromium on a desktop has no dictionaries for it.
 */
export function cutWords(): string[] {
  const BREAKS_ANYWHERE = '\\u2E80-\\u9FFF\\uF900-\\uFAFF\\uFF00-\\uFFEF\\u3000-\\u303F';
  const word = new RegExp(
    `[^\\s${BREAKS_ANYWHERE}]+?(?:[-\\u2010\\u00AD]|(?=[\\s${BREAKS_ANYWHERE}])|$)`,
    'gu',
  );
  const hasOwnText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  const large = (element: Element) => {
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };
  const candidates = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      element.checkVisibility() &&
      (/^H[1-6]$/.test(element.tagName) || (hasOwnText(element) && large(element))),
  );
  const roots = candidates.filter(
    (element) => !candidates.some((other) => other !== element && other.contains(element)),
  );
  const viewportWidth = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const root of roots) {
    // The text as the reader sees it: a visually hidden part (a 1 px box) is read aloud, not laid out.
    const pieces: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const box = node.parentElement!.getBoundingClientRect();
      if (!node.parentElement!.checkVisibility() || box.width <= 1 || box.height <= 1) continue;
      pieces.push({ node, start: text.length });
      text += node.data;
    }
    const at = (index: number): [Text, number] => {
      const piece = pieces.findLast((candidate) => candidate.start <= index)!;
      return [piece.node, index - piece.start];
    };
    const rootBox = root.getBoundingClientRect();
    for (const match of text.matchAll(word)) {
      const range = document.createRange();
      range.setStart(...at(match.index));
      const [endNode, endOffset] = at(match.index + match[0].length - 1);
      range.setEnd(endNode, endOffset + 1);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      if (boxes.length === 0) continue;
      const cut = boxes.some((box) => boxes.some((other) => other.top >= box.bottom - 1));
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const outOfBox = left < rootBox.left - 1 || right > rootBox.right + 1;
      const outOfWindow = left < -1 || right > viewportWidth + 1;
      if (cut || outOfBox || outOfWindow) {
        const fault = cut ? 'cut across two lines' : outOfWindow ? 'out of the window' : 'out of its box';
        const size = getComputedStyle(root).fontSize;
        found.push(
          `«${match[0]}» of the ${root.tagName.toLowerCase()} "${root.textContent!.trim()}" (${size}): ${fault}`,
        );
      }
    }
  }
  return found;
}

/** Whether the page is wider than the window, so that the reader must scroll sideways to read it. */
export function sidewaysOverflow(): string[] {
  const { scrollWidth, clientWidth } = document.documentElement;
  return scrollWidth > clientWidth
    ? [`the page is ${scrollWidth} px wide in a window of ${clientWidth} px`]
    : [];
}

/**
 * Every target that fails WCAG 2.2's 2.5.8, Target Size (Minimum): smaller than 24 by 24 CSS pixels
 * and so close to another that a 24 px circle centred on its box meets that target, or meets the
 * circle of another small one. Measured as the page stands, then with each of its popovers and
 * disclosures opened in turn, so the menus' links are measured too. A link inside a sentence is left
 * out, as the criterion's exception for inline targets says; so is a target out of sight (a skip link
 * until it is focused).
 */
export function smallTargets(): string[] {
  const TARGETS =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, label:has(input, select, textarea), label[for], [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [tabindex]:not([tabindex="-1"])';
  const isInline = (element: Element) => getComputedStyle(element).display.startsWith('inline');
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
  /** Whether a target sits in a sentence: its block holds words that belong to no target. */
  const inSentence = (element: Element) => {
    if (!isInline(element)) return false;
    let block = element.parentElement;
    while (block && isInline(block)) block = block.parentElement;
    if (!block) return false;
    let words = '';
    const read = (node: Node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) words += child.textContent;
        else if (child instanceof Element && !child.matches(TARGETS) && isInline(child)) read(child);
      }
    };
    read(block);
    return /\p{L}{2,}/u.test(words);
  };
  /** The faults of the targets inside `within`, measured against every target shown. */
  const measure = (within: Element, scope: string): string[] => {
    const shown = [...document.querySelectorAll(TARGETS)].filter((element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    });
    // A control inside a target (the input a label holds, say) is part of that target.
    const targets = shown
      .filter((element) => !shown.some((other) => other !== element && other.contains(element)))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const small = box.width < 24 - 0.01 || box.height < 24 - 0.01;
        return { element, box, x: box.left + box.width / 2, y: box.top + box.height / 2, small };
      });
    const found: string[] = [];
    for (const target of targets) {
      if (!target.small || !within.contains(target.element) || inSentence(target.element)) continue;
      const crowding = targets.find((other) => {
        if (other === target) return false;
        if (other.small && !inSentence(other.element))
          return Math.hypot(other.x - target.x, other.y - target.y) < 24 - 0.01;
        const dx = Math.max(other.box.left - target.x, 0, target.x - other.box.right);
        const dy = Math.max(other.box.top - target.y, 0, target.y - other.box.bottom);
        return Math.hypot(dx, dy) < 12 - 0.01;
      });
      if (crowding) {
        const size = `${Math.round(target.box.width * 10) / 10}×${Math.round(target.box.height * 10) / 10} px`;
        found.push(
          `${scope}${describe(target.element)}, ${size}, is too close to ${describe(crowding.element)}`,
        );
      }
    }
    return found;
  };
  const found = measure(document.body, '');
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
    popover.showPopover();
    found.push(...measure(popover, `in the popover #${popover.id} open: `));
    popover.hidePopover();
  }
  for (const details of document.querySelectorAll('details:not([open])')) {
    details.setAttribute('open', '');
    found.push(...measure(details, `in ${describe(details.querySelector('summary') ?? details)} open: `));
    details.removeAttribute('open');
  }
  return found;
}

/**
 * Every two targets whose boxes overlap, neither inside the other: a word too long for its column
 * that runs under the next column's link, or a bar's items pushed onto one another. A reader cannot
 * tell which one a tap or a click is for.
 */
export function overlappingTargets(): string[] {
  const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary';
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
  const shown = [...document.querySelectorAll(TARGETS)].filter((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });
  // A link that runs on from one line to the next has a box on each: their union is no box of its.
  const targets = shown
    .filter((element) => !shown.some((other) => other !== element && other.contains(element)))
    .map((element) => ({ element, boxes: [...element.getClientRects()].filter((box) => box.width > 1) }));
  const meet = (box: DOMRect, other: DOMRect) =>
    Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 &&
    Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
  const found: string[] = [];
  targets.forEach(({ element, boxes }, index) => {
    for (const other of targets.slice(index + 1)) {
      if (boxes.some((box) => other.boxes.some((otherBox) => meet(box, otherBox))))
        found.push(`${describe(element)} overlaps ${describe(other.element)}`);
    }
  });
  return found;
}

/**
 * Every button, and every link of the header's bar, whose words take more than one line: a label
 * broken in two reads as two labels, and on a desktop there is room for it on one.
 */
export function wrappedLabels(): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('.button, .site-nav__link')) {
    if (!element.checkVisibility()) continue;
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A visually hidden part (a 1 px box) is read aloud, not laid out.
      const parent = node.parentElement!.getBoundingClientRect();
      if (parent.width <= 1 || parent.height <= 1 || !node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
    }
    const lines = [...tops]
      .sort((a, b) => a - b)
      .filter((top, index, all) => index === 0 || top - all[index - 1] > 4);
    if (lines.length > 1)
      found.push(
        `the label "${element.textContent!.trim().replace(/\s+/g, ' ')}" takes ${lines.length} lines`,
      );
  }
  return found;
}

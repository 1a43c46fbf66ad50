import { expect, type Page } from '@playwright/test';

/**
 * Readable, not only narrow enough (issue 26): on the page as it is now,
 *  (a) no word is broken inside: each word of every visible text is measured with a DOM Range,
 *      and a word whose boxes lie on more than one line was broken (a name a letter a line);
 *      a word is what lies between spaces, and a hyphen ends a word too (`eitt-langt-navn.fo`
 *      may wrap after its hyphens, as a browser wraps it by itself);
 *  (b) no two visible interactive elements overlap (one inside the other, as a link in a
 *      checkbox's label, is not an overlap, nor is a button drawn inside a text field as its
 *      own part, as "show the password");
 *  (c) every visible interactive element is a target of at least 44×44 CSS px (WCAG 2.2 2.5.8
 *      asks 24, we aim at 44). A checkbox or radio counts with its label, which ticks it too.
 *      Exempt, as WCAG 2.5.8's "inline" exception has it: a link inside running text (an inline
 *      element in a line with other text), whose size the line height sets.
 * Machine strings no one reads as words (a DS digest, a public key) may break anywhere: their
 * element says so with `data-layout-breakable`.
 * Elements scrolled out of their scrolling box (a tab bar's hidden tabs) are not on the screen
 * and are left out of (b); their size still counts. Elements under something else where the page
 * shows now (the page behind an open menu) cannot be tapped and are left out.
 */
export interface LayoutProblem {
  kind: 'broken-word' | 'overlap' | 'small-target';
  detail: string;
}

export const minimumTarget = 44;

export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((minimum) => {
    const problems: { kind: 'broken-word' | 'overlap' | 'small-target'; detail: string }[] = [];
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) || element.getAttribute('aria-label') || '';
      const className = (element.getAttribute('class') ?? '').split(/\s+/).slice(0, 6).join('.');
      return `<${element.tagName.toLowerCase()}${className ? `.${className}` : ''}> "${text}" ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.x)},${Math.round(box.y + window.scrollY)}`;
    };

    // (a) Words broken inside.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const reported = new Set<Element>();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || reported.has(parent) || parent.closest('script, style, noscript, textarea, select, option, [data-layout-breakable]')) continue;
      if (!visible(parent)) continue;
      for (const match of node.data.matchAll(/[^\s\u00AD\u200B]+/g)) {
        let start = match.index;
        // A hyphen (or dash) ends a word: split after each, keeping it with the part before.
        for (const word of match[0].split(/(?<=[-‐–—])/)) {
          const from = start;
          start += word.length;
          if (word.length < 2) continue;
          range.setStart(node, from);
          range.setEnd(node, from + word.length);
          const lines: number[] = [];
          for (const rect of Array.from(range.getClientRects())) {
            if (rect.width < 0.5 || rect.height < 0.5) continue;
            if (!lines.some((top) => Math.abs(top - rect.top) < rect.height / 2)) lines.push(rect.top);
          }
          if (lines.length > 1) {
            problems.push({ kind: 'broken-word', detail: `"${word}" broken over ${lines.length} lines in ${describe(parent)}` });
            reported.add(parent);
            break;
          }
        }
        if (reported.has(parent)) break;
      }
    }

    // The interactive elements, each with what belongs to its target (a checkbox and its labels).
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    interface Target {
      element: Element;
      parts: Element[];
      box: DOMRect;
      /** The part of the box inside every scrolling or clipping ancestor. */
      shown: { left: number; top: number; right: number; bottom: number } | null;
    }
    const union = (boxes: DOMRect[]) => {
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      return new DOMRect(left, top, Math.max(...boxes.map((box) => box.right)) - left, Math.max(...boxes.map((box) => box.bottom)) - top);
    };
    const clipped = (element: Element, box: DOMRect) => {
      let shown: Target['shown'] = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        shown = {
          left: Math.max(shown.left, clip.left),
          top: Math.max(shown.top, clip.top),
          right: Math.min(shown.right, clip.right),
          bottom: Math.min(shown.bottom, clip.bottom),
        };
        if (shown.right - shown.left < 1 || shown.bottom - shown.top < 1) return null;
      }
      return shown;
    };
    /** A link or button inside running text: inline, in a block with other text (WCAG 2.5.8's inline exception). */
    const inRunningText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').trim().length > own;
    };

    /** Clipped away to nothing (`clip: rect(0 0 0 0)`, `clip-path: inset(50%)`), as the visually hidden are. */
    const hiddenByClip = (element: Element) => {
      const style = getComputedStyle(element);
      return /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) || style.clipPath === 'inset(50%)';
    };
    /** A button drawn inside a text field, as the field's own part (show the password): not a second target on top of it. */
    const adornment = (a: Target, b: Target) => {
      const [field, part] = a.element.matches('input, textarea') ? [a, b] : [b, a];
      if (!field.element.matches('input, textarea') || part.element.parentElement !== field.element.parentElement) return false;
      return part.box.left >= field.box.left - 0.5 && part.box.right <= field.box.right + 0.5 && part.box.top >= field.box.top - 0.5 && part.box.bottom <= field.box.bottom + 0.5;
    };

    /** Under something else where the page shows now (the page behind an open menu or dialog): no one can tap it. */
    const covered = (element: Element, box: DOMRect) => {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && !element.contains(hit) && !hit.contains(element) && !(hit instanceof HTMLLabelElement && hit.control === element);
    };

    const targets: Target[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (!visible(element)) continue;
      const own = element.getBoundingClientRect();
      // Visually hidden (a skip link until focused, an input drawn by its label): not a target on the screen.
      if (own.width <= 1 || own.height <= 1 || element.matches('.sr-only') || hiddenByClip(element)) continue;
      const labels = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? Array.from(element.labels ?? []).filter(visible) : [];
      const parts = [element, ...labels];
      const box = union(parts.map((part) => part.getBoundingClientRect()));
      if (covered(element, own)) continue;
      targets.push({ element, parts, box, shown: clipped(element, box) });
    }

    // (b) Overlaps.
    const related = (a: Target, b: Target) => a.parts.some((x) => b.parts.some((y) => x.contains(y) || y.contains(x)));
    for (let i = 0; i < targets.length; i += 1) {
      for (let j = i + 1; j < targets.length; j += 1) {
        const a = targets[i]!.shown;
        const b = targets[j]!.shown;
        if (!a || !b || related(targets[i]!, targets[j]!) || adornment(targets[i]!, targets[j]!)) continue;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) problems.push({ kind: 'overlap', detail: `${describe(targets[i]!.element)} overlaps ${describe(targets[j]!.element)}` });
      }
    }

    // (c) Target sizes.
    for (const target of targets) {
      if (Math.min(target.box.width, target.box.height) >= minimum - 0.5) continue;
      if (inRunningText(target.element)) continue;
      problems.push({
        kind: 'small-target',
        detail: `${describe(target.element)}: target ${Math.round(target.box.width)}×${Math.round(target.box.height)} < ${minimum}×${minimum}`,
      });
    }
    return problems;
  }, minimumTarget);
}

/** Soft: every page of a run is checked and every problem listed, then the test fails. */
export async function expectReadableLayout(page: Page, label: string): Promise<void> {
  const problems = await layoutProblems(page);
  expect
    .soft(
      problems.map((problem) => `${problem.kind}: ${problem.detail}`),
      `${label} (${page.url()}) is readable and tappable`,
    )
    .toEqual([]);
}

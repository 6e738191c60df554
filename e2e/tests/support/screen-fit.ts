import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What shows above the page: the public site's toasts and dialogs, the admin panel's snackbars and dialogs. */
const OVERLAYS = '.toast.show, .modal.show .modal-dialog, .MuiSnackbar-root, .MuiDialog-paper, [role="alertdialog"]';
/**
 * What must lie inside the screen: the overlays, and every table (one scrolling sideways inside its region leaves the
 * page's width alone, but not the reader's). A table is checked from left to right only: a long one runs on below.
 */
const BOXES = `${OVERLAYS}, table`;

/**
 * The page fits the screen: nothing makes it wider than the viewport (on a phone Chromium would widen the layout
 * viewport to the content, so the configured width is the measure), and every visible table, toast and dialog lies inside it.
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  // A dialog sliding in or a toast fading is measured where it comes to rest (endless ones, like spinners, are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const layout = await page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ element, box }) => ({ what: `${element.tagName}.${String(element.className).slice(0, 40)}`, left: box.left, top: box.top, right: box.right, bottom: box.bottom }));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, boxes };
  }, BOXES);
  expect(layout.scrollWidth, 'page width').toBeLessThanOrEqual(width);
  expect(layout.innerWidth, 'layout viewport width').toBeLessThanOrEqual(width);
  for (const box of layout.boxes) {
    const withinHeight = box.what.startsWith('TABLE.') || (box.top >= 0 && box.bottom <= height + 0.5);
    expect({ ...box, inside: box.left >= 0 && box.right <= width + 0.5 && withinHeight }).toMatchObject({ what: box.what, inside: true });
  }
}

/**
 * axe-core finds nothing, with WCAG 2.2's target size (24 × 24 CSS px, or spaced apart) checked too. In axe's one-call
 * mode (`setLegacyMode`): the product's pages hold no frames, and the default mode's extra blank page for each analysis
 * tripled its time (1.3 s against 3 to 4 s a page on an idle 2-core machine).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

/** What a finger uses: links, buttons, checkboxes, radios, switches, selects, disclosures, and labels wrapping a control. */
const TAP_CONTROLS = 'a[href], button, input[type="checkbox"], input[type="radio"], [role="switch"], select, summary, label:has(input, select, textarea)';
/** WCAG 2.5.5 (AAA): a target at least 44 × 44 CSS px; half a pixel for rounding. */
const TAP_TARGET = 44 - 0.5;

/**
 * Every visible control is at least 44 × 44 CSS px: its own box, or its hit area, which is its ::after or that of a
 * label of it, or a label (parent or `for`) of it. Exempt, as WCAG 2.5.8 exempts them: a link inline in running text
 * (its size is set by the line of text it sits in), and controls not shown (display none, visually hidden).
 */
export async function expectTapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(
    ({ selector, min }) => {
      const size = (box: { width: number; height: number }) => box.width >= min && box.height >= min;
      const afterBox = (element: Element) => {
        const after = getComputedStyle(element, '::after');
        if (after.content === 'none' || after.content === 'normal') return { width: 0, height: 0 };
        return { width: parseFloat(after.width) || 0, height: parseFloat(after.height) || 0 };
      };
      const inlineInText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      return [...document.querySelectorAll(selector)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // 1 px or less: visually hidden until focused by keyboard (the skip link), not a finger's target.
          return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible';
        })
        .filter((element) => !inlineInText(element))
        .filter((element) => {
          const labels = [...((element as HTMLInputElement).labels ?? []), ...(element.closest('label') ? [element.closest('label')!] : [])];
          return ![element, ...labels].some((hit) => size(hit.getBoundingClientRect()) || size(afterBox(hit)));
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          return `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    },
    { selector: TAP_CONTROLS, min: TAP_TARGET },
  );
  expect(small, 'controls smaller than 44 × 44 px').toEqual([]);
}

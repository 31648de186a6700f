import type { Locator, Page } from 'playwright-core';

/** What the browser shows of the element that has focus. */
export interface FocusIndicator {
  /** A description of the focused element, for failure messages. */
  element: string;
  /** The browser treats the focus as keyboard focus (`:focus-visible`). */
  focusVisible: boolean;
  /** An outline (on the element, or on the card around it) or a ring (a spread box-shadow) is drawn. */
  indicated: boolean;
  /** The middle of the element's part in the window is not covered by anything else (the sticky header, say). */
  unobscured: boolean;
  /** What is drawn at the element's centre instead, when something is. */
  coveredBy?: string;
}

/** Reads how the focused element is shown: ring or outline, and whether it is in view and uncovered. */
export function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { element: 'nothing', focusVisible: false, indicated: false, unobscured: false };
    }
    const drawsOutline = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 1 &&
        !/rgba\(.*,\s*0\)|transparent/.test(style.outlineColor)
      );
    };
    // A ring is a box-shadow without offset or blur and with a spread of 2px or more: "rgb(…) 0px 0px 0px 2px"
    // (a 1px one is a border, as on a chosen card).
    const drawsRing = (node: Element) =>
      /\b0px 0px 0px ([2-9]|\d{2,})/.test(getComputedStyle(node).boxShadow.replace(/rgba?\([^)]*\)/g, ''));
    let indicated = drawsOutline(element) || drawsRing(element);
    // A card whose whole surface is the link draws the outline on the card.
    for (let node = element.parentElement, depth = 0; !indicated && node && depth < 6; depth++) {
      indicated = drawsOutline(node);
      node = node.parentElement;
    }
    // The middle of the part of the element inside the window (a tall tab panel is only partly in view).
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const onScreen = bottom > top && right > left;
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const hit = onScreen ? document.elementFromPoint(x, y) : null;
    const describe = (node: Element) => {
      const labels = 'labels' in node ? [...((node as HTMLInputElement).labels ?? [])] : [];
      const name =
        node.getAttribute('aria-label') ?? labels[0]?.textContent ?? node.textContent?.trim() ?? '';
      return `<${node.tagName.toLowerCase()}> ${name.slice(0, 40)}`;
    };
    // A visually hidden input (a file picker) shows through its label, which is what is drawn there.
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const unobscured =
      hit !== null &&
      (hit === element ||
        element.contains(hit) ||
        hit.contains(element) ||
        labels.some((label) => label.contains(hit)));
    return {
      element: describe(element),
      focusVisible: element.matches(':focus-visible'),
      indicated,
      unobscured,
      ...(unobscured ? {} : { coveredBy: hit ? describe(hit) : 'nothing: it is off screen' }),
    };
  });
}

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would: fails when it is not reached
 * within `maxPresses`, which is how an element that cannot be reached by keyboard shows up.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 80 }: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return;
  }
  const stuck = await focusIndicator(page);
  throw new Error(`${maxPresses} presses of Tab did not reach ${target}; focus is on ${stuck.element}`);
}

/**
 * Presses `key` until `target` has focus (arrow keys inside a radio group, a menu or a tab list). The key is held
 * for a moment as a person's would be: Radix radio groups check the radio that focus arrives at only while an
 * arrow key is down, and they move focus a tick after the keydown.
 */
export async function arrowTo(page: Page, key: string, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key, { delay: 60 });
  }
  if (!(await hasFocus(target))) throw new Error(`${maxPresses} presses of ${key} did not reach ${target}`);
}

/**
 * Walks a page with `presses` presses of Tab and then as many of Shift+Tab, and returns a line for every element
 * whose focus did not show: not treated as keyboard focus, no outline or ring, or covered (a sticky header or
 * bar over it, or off screen).
 */
export async function focusProblemsWhileTabbing(page: Page, presses: number): Promise<string[]> {
  const problems = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      const focus = await focusIndicator(page);
      if (focus.element === 'nothing') break;
      const missing = [
        focus.focusVisible ? null : 'not :focus-visible',
        focus.indicated ? null : 'no outline or ring',
        focus.unobscured ? null : `covered by ${focus.coveredBy}`,
      ].filter(Boolean);
      if (missing.length > 0) problems.add(`${key} to ${focus.element}: ${missing.join(', ')}`);
    }
  }
  return [...problems];
}

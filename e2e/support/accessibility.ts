import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

/** WCAG 2.1 A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export const WIDTHS = [PHONE, DESKTOP] as const;

type Viewport = (typeof WIDTHS)[number];

/** Waits for two frames, so a new viewport's layout (and what it shows or hides) is in place. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Until the page shows its own content: a main heading, and no skeleton, spinner or busy region left. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]') === null,
  );
}

/**
 * Until every finite animation and transition has run its course: a menu sliding in or a toast fading in is
 * checked as the visitor ends up seeing it, not at a frame where its text is still half transparent.
 */
async function waitForAnimationsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Scrolls to the bottom until nothing more appears: the parts of a page below the fold (the footer, later sections
 * of the home page) are only rendered once the visitor scrolls towards them.
 */
export async function revealWholePage(page: Page): Promise<void> {
  let height = -1;
  for (let round = 0; round < 10; round++) {
    const next = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await nextFrames(page);
    await waitForSettledPage(page);
    if (next === height && (await page.locator('footer').count()) > 0) break;
    height = next;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface Visit {
  /** The address to open. */
  path: string;
  /** The text of the page's level-one heading once it has loaded. */
  heading: string | RegExp;
  /** Where the visit lands when that is not `path` (a redirect). */
  landsOn?: string;
  /** Only this part of the page is new (another tab of a page already checked): check just that. */
  within?: string;
}

/**
 * One person's pass over the app in one browser tab: each page is checked with axe-core at phone and desktop
 * width, and every serious or critical violation is kept as a line that says what, where, at which width and
 * for whom, with the failing elements' selectors.
 */
export class AccessibilityAudit {
  readonly violations: string[] = [];
  private readonly scanned = new Set<string>();
  private viewport: Viewport = PHONE;

  constructor(
    readonly page: Page,
    readonly who: string,
  ) {}

  /** Opens `visit.path`, checks where it landed, and checks the page at both widths (once per address). */
  async visit({ path, heading, landsOn, within }: Visit): Promise<void> {
    const { page } = this;
    await page.goto(path);
    if (landsOn) await page.waitForURL((url) => `${url.pathname}${url.search}` === landsOn);
    await waitForSettledPage(page);
    await page.locator('main h1').filter({ hasText: heading }).first().waitFor();
    const landed = new URL(page.url());
    const address = `${landed.pathname}${landed.search}`;
    if (this.scanned.has(address)) return;
    this.scanned.add(address);
    if (!within) await revealWholePage(page);
    await this.checkAtBothWidths(path === address ? path : `${path} → ${address}`, undefined, within);
  }

  /** Checks the page (or the part `within`) as it is now at both widths, the current one first. */
  async checkAtBothWidths(where: string, state?: string, within?: string): Promise<void> {
    const order = this.viewport === PHONE ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
    for (const viewport of order) {
      await this.resize(viewport);
      await this.check(where, state, within);
    }
  }

  /**
   * Checks the page at the current width; with `within`, only that part of it (an open dialog or menu), which
   * is what changed.
   */
  async check(where: string, state?: string, within?: string): Promise<void> {
    let builder = new AxeBuilder({ page: this.page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ['violations'] })
      // Luz's pages have no frames: the classic run skips the per-frame protocol and its extra tab.
      .setLegacyMode(true);
    if (within) builder = builder.include(within);
    await waitForAnimationsToEnd(this.page);
    const { violations } = await builder.analyze();
    for (const violation of violations) {
      if (BLOCKING_IMPACTS.has(violation.impact ?? ''))
        this.violations.push(this.describe(violation, where, state));
    }
  }

  async resize(viewport: Viewport): Promise<void> {
    if (viewport === this.viewport) return;
    await this.page.setViewportSize(viewport);
    this.viewport = viewport;
    await nextFrames(this.page);
  }

  private describe(violation: Result, where: string, state?: string): string {
    const targets = violation.nodes
      .slice(0, 8)
      .map((node) => node.target.map(String).join(' >> '))
      .join(' | ');
    const more = violation.nodes.length > 8 ? ` (+${violation.nodes.length - 8} more)` : '';
    return (
      `${violation.impact} ${violation.id} on ${where}${state ? ` (${state})` : ''} at ${this.viewport.width} px ` +
      `as ${this.who}: ${violation.help}. Elements: ${targets}${more}`
    );
  }
}

/** The lines of a failed audit, one violation a line, for the assertion message. */
export function reportOf(audit: AccessibilityAudit): string {
  return `${audit.violations.length} serious or critical accessibility violations:\n${audit.violations.join('\n')}`;
}

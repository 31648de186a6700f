import type { BrowserContext, Page } from 'playwright-core';
import { FIRST_SCREEN_ANSWERS_ID } from '../../src/contract/first-screen';
import { PLACES } from '../../src/contract/places';
import { MARK_CLOSE, MARK_OPEN, MARKED_MESSAGES_KEY } from '../../src/web/lib/marked-messages';
import { revealWholePage, waitForSettledPage } from './accessibility';

/**
 * Words a page may show that come from no catalogue, by design: the format functions' month and day names
 * (the platform's, per language) and the zone they name, the product's name, and each language named in its
 * own language on the language switch.
 */
const NOT_FROM_A_CATALOGUE = [
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/g,
  /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g,
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g,
  /\bLisbon time\b/g,
  /\bLuz\b/g,
  /\bEnglish\b|\bPortuguês\b/g,
  /\b(?:Instagram|Facebook|Twitter)\b/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // The start of a web address, as a link field's placeholder shows it: no word of any language.
  /\bhttps?:\/\//g,
];

/**
 * Proper names a page shows from the code's own lists: the places a guide chooses from (src/contract/places.ts)
 * and the towns they belong to, written as Lisbon's people write them in either language ("Graça", "Sintra"),
 * and the park the resources page's breathwork circle meets in. The value stored and sent is the name itself.
 */
const PROPER_NAMES = [
  ...new Set([...PLACES.flatMap((place) => [place.name, place.city]), 'Jardim da Estrela']),
]
  .sort((a, b) => b.length - a.length)
  .map((name) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'));

/** Keys of the API's answers that hold a person's name; a page may greet them by its first word alone. */
const NAME_KEYS = new Set(['name', 'fullName', 'username']);

/**
 * What people wrote (names, bios, session titles, messages) reaches a page in the API's answers, either asked
 * for or written into the page by the server: every string in them is data, which no catalogue holds.
 */
export class CatalogueTextCheck {
  /** Each text from no catalogue, with the first place it was seen. */
  readonly findings: string[] = [];
  private readonly seen = new Set<string>();
  private readonly data = new Set<string>();
  private readonly reading: Promise<void>[] = [];

  private constructor(
    readonly page: Page,
    readonly who: string,
  ) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('application/json')) return;
      this.reading.push(
        response
          .json()
          .then((body: unknown) => this.keepStrings(body))
          .catch(() => undefined),
      );
    });
  }

  /** A tab of `context` whose pages show catalogue words between marks (src/web/lib/marked-messages.ts). */
  static async open(context: BrowserContext, page: Page, who: string): Promise<CatalogueTextCheck> {
    await context.addInitScript(
      ([key]) => window.sessionStorage.setItem(key as string, 'on'),
      [MARKED_MESSAGES_KEY],
    );
    return new CatalogueTextCheck(page, who);
  }

  private keepStrings(value: unknown, key?: string): void {
    if (typeof value === 'string') {
      if (/\p{L}/u.test(value)) this.data.add(value);
      const firstName = value.trim().split(' ')[0];
      if (key && NAME_KEYS.has(key) && firstName && /\p{L}/u.test(firstName)) this.data.add(firstName);
    } else if (Array.isArray(value)) {
      for (const item of value) this.keepStrings(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) this.keepStrings(item, name);
    }
  }

  /** Opens `path`, waits for its content (scrolling it all into view) and checks it. */
  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForSettledPage(this.page);
    await revealWholePage(this.page);
    await this.check(path);
  }

  /** Checks every text node, readable attribute and the title of the page as it is now. */
  async check(where: string): Promise<void> {
    const served = await this.page.evaluate(
      (id) => document.getElementById(id)?.textContent ?? '',
      FIRST_SCREEN_ANSWERS_ID,
    );
    if (served) this.keepStrings(JSON.parse(served));
    await Promise.all(this.reading.splice(0));

    const texts = await this.page.evaluate(() => {
      const found: { text: string; where: string }[] = [];
      const describe = (element: Element | null) =>
        element
          ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
              element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''
            }>`
          : '';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // A <code> shows the code's own names (a cookie's, a stored key's), the same in every language.
        if (!parent || parent.closest('script, style, noscript, template, code')) continue;
        const text = node.textContent ?? '';
        if (text.trim()) found.push({ text, where: describe(parent) });
      }
      for (const attribute of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt']) {
        for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
          const text = element.getAttribute(attribute) ?? '';
          if (text.trim()) found.push({ text, where: `${describe(element)} ${attribute}` });
        }
      }
      found.push({ text: document.title, where: '<title>' });
      return found;
    });

    const data = [...this.data].sort((a, b) => b.length - a.length);
    for (const { text, where: element } of texts) {
      const rest = this.unexplained(text, data);
      const shown = text.trim().slice(0, 120);
      if (!rest || this.seen.has(shown)) continue;
      this.seen.add(shown);
      this.findings.push(`${where} as ${this.who}: ${element} "${shown}"`);
    }
  }

  /** What is left of `text` once catalogue words, people's data and format words are taken out. */
  private unexplained(text: string, data: readonly string[]): string {
    const hasWords = (s: string) => /\p{L}{2,}/u.test(s.replace(/\b\p{Lu}{1,2}\b/gu, ' '));
    let rest = text
      .split(MARK_OPEN)
      .map((part, i) => (i === 0 ? part : part.split(MARK_CLOSE).slice(1).join(' ')))
      .join(' ');
    if (!hasWords(rest)) return '';
    // A code of a letter or two among the answers' values ("en", a text's language) is no one's words, and
    // taken out it would cut "Benfica" into pieces no proper name matches.
    for (const value of data) {
      if (value.length > 2 && rest.includes(value)) rest = rest.split(value).join(' ');
    }
    for (const name of PROPER_NAMES) rest = rest.replace(name, ' ');
    for (const words of NOT_FROM_A_CATALOGUE) rest = rest.replace(words, ' ');
    return hasWords(rest) ? rest.trim() : '';
  }
}

export function reportOfCatalogueText(checks: readonly CatalogueTextCheck[]): string {
  const findings = checks.flatMap((check) => check.findings);
  return `${findings.length} texts on pages come from no catalogue:\n${findings.join('\n')}`;
}

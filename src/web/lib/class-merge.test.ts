import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

const WEB_ROOT = join(import.meta.dirname, '..');

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !name.startsWith('class-merge'))
      found.push(path);
  }
  return found;
}

/** Every class written in the web app: the words of string literals that look like Tailwind classes. */
function classesInSource(): string[] {
  const classes = new Set<string>();
  for (const file of sourceFiles(WEB_ROOT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      // SVG path data ("M11.5 2.3l-3.7 3.6…") is drawing, not classes.
      if (/^[Mm]\s*[\d.-]/.test(match[2] ?? '')) continue;
      const words = (match[2] ?? '').split(/\s+/).filter(Boolean);
      // A class list has several words, at least one of them with a dash (or a variant colon).
      if (words.length < 2 || !words.some((word) => /^[!-]?[a-z[]/.test(word) && /[-:]/.test(word))) continue;
      for (const word of words)
        if (/^[!-]?[a-z0-9@[*&(]/.test(word) && !/[{}$]/.test(word)) classes.add(word);
    }
  }
  return [...classes];
}

function variantsOf(token: string): string {
  const index = token.lastIndexOf(':');
  return index === -1 || token.lastIndexOf(']') > index ? '' : token.slice(0, index);
}

/**
 * tailwind-merge told about the theme's own names (styles/global.css). Left to its defaults it reads
 * "shadow-soft" as a shadow colour and keeps both of "rounded-card rounded-xl"; told, it settles them as the
 * author meant, as class-merge does. It is also what `cn` would call if the first page could afford it
 * (decision 034).
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card'],
      shadow: ['soft', 'lift'],
      animate: ['fade-in', 'slide-down', 'navigation-progress'],
    },
  },
});

describe('mergeClasses', () => {
  it('lets a later class replace an earlier one of the same kind', () => {
    expect(mergeClasses('size-10 rounded-full size-9')).toBe('rounded-full size-9');
    expect(mergeClasses('h-11 px-5 text-sm h-auto px-0')).toBe('text-sm h-auto px-0');
    expect(mergeClasses('text-sm text-ink text-lg')).toBe('text-ink text-lg');
    expect(mergeClasses('border border-input border-transparent')).toBe('border border-transparent');
    expect(mergeClasses('w-full w-52')).toBe('w-52');
  });

  it('replaces the parts a shorthand covers, and only those', () => {
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('w-4 h-4 size-9')).toBe('size-9');
    expect(mergeClasses('top-0 left-0 inset-x-4')).toBe('top-0 inset-x-4');
  });

  it('keeps classes with other variants, importance or unknown names', () => {
    expect(mergeClasses('p-2 hover:p-4 md:p-6')).toBe('p-2 hover:p-4 md:p-6');
    expect(mergeClasses('hover:focus:p-2 focus:hover:p-4')).toBe('focus:hover:p-4');
    expect(mergeClasses('p-2 p-4!')).toBe('p-2 p-4!');
    expect(mergeClasses('on-dark group peer p-2')).toBe('on-dark group peer p-2');
  });

  it('agrees with tailwind-merge on every pair of classes written in src/web', () => {
    const byVariants = new Map<string, string[]>();
    for (const token of classesInSource()) {
      const key = variantsOf(token);
      byVariants.set(key, [...(byVariants.get(key) ?? []), token]);
    }
    const disagreements: string[] = [];
    let pairs = 0;
    for (const tokens of byVariants.values()) {
      for (const first of tokens) {
        for (const second of tokens) {
          if (first === second) continue;
          pairs++;
          const input = `${first} ${second}`;
          const expected = twMerge(input);
          const actual = mergeClasses(input);
          if (actual === expected) continue;
          disagreements.push(`${input} → tailwind-merge "${expected}", class-merge "${actual}"`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(disagreements.slice(0, 20)).toEqual([]);
    // Hundreds of thousands of pairs through both mergers: several seconds on a busy 2-core machine.
  }, 60_000);
});

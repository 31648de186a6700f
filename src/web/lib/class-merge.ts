/**
 * Tailwind class merging: when two classes set the same thing, the later one wins, so a component's
 * `className` prop can override its defaults ("size-10" then "size-9" gives "size-9"). It does what
 * tailwind-merge does for the utilities Luz uses, in a fraction of its size, since it is part of every page's
 * first download (decision 034). class-merge.test.ts checks it against tailwind-merge, told the theme's own
 * names, for every pair of classes written in src/web.
 */

type Classify = (value: string) => string | null;

const NUMBER = /^\d+(\.\d+)?$/;
const LENGTH = /^\[(-?[\d.]+(px|rem|em|%|vh|vw|dvh|ch)|calc\(.*\)|min\(.*\)|max\(.*\)|clamp\(.*\))\]$/;
const TEXT_SIZE = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const STOP_POSITION = /^(\d+%|\[[\d.]+%\])$/;

const width = (value: string) => value === '' || NUMBER.test(value) || LENGTH.test(value);

/** "border-2" sets a width, "border-dashed" a style, anything else ("border-input") a colour. */
const lineRule =
  (name: string): Classify =>
  (value) =>
    width(value) ? `${name}-w` : LINE_STYLE.test(value) ? `${name}-style` : `${name}-color`;

const gradientStop =
  (name: string): Classify =>
  (value) =>
    STOP_POSITION.test(value) ? `${name}-pos` : name;

/** Utilities whose whole name says what they set. */
const EXACT: Record<string, string> = {};
for (const [group, names] of [
  [
    'display',
    'block inline-block inline flex inline-flex grid inline-grid hidden contents table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root list-item',
  ],
  ['position', 'static fixed absolute relative sticky'],
  ['visibility', 'visible invisible collapse'],
  ['sr', 'sr-only not-sr-only'],
  ['font-style', 'italic not-italic'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['text-decoration-line', 'underline overline line-through no-underline'],
  ['text-overflow', 'truncate text-ellipsis text-clip'],
  ['font-smoothing', 'antialiased subpixel-antialiased'],
  ['isolation', 'isolate isolation-auto'],
  ['transform', 'transform transform-none transform-gpu transform-cpu'],
] as const) {
  for (const name of names.split(' ')) EXACT[name] = group;
}

/** Prefixes that set one thing whatever their value: the prefix is the group's name. */
const SIMPLE =
  'inset-x inset-y inset top right bottom left start end z order grow shrink basis grid-cols grid-rows grid-flow ' +
  'col-start col-end row-start row-end auto-cols auto-rows gap-x gap-y gap justify-items justify-self ' +
  'place-content place-items place-self p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml space-x space-y ' +
  'space-x-reverse space-y-reverse size min-w max-w min-h max-h w h leading tracking line-clamp ' +
  'underline-offset whitespace hyphens rounded rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e ' +
  'rounded-tl rounded-tr rounded-br rounded-bl rounded-ss rounded-se rounded-ee rounded-es border-spacing ' +
  'divide-x divide-y outline-offset opacity mix-blend blur backdrop-blur scale scale-x scale-y rotate ' +
  'translate translate-x translate-y transition duration ease delay animate cursor pointer-events touch resize ' +
  'appearance scroll-m scroll-mt overflow overflow-x overflow-y overscroll aspect columns fill will-change ' +
  'accent caret float clear inset-shadow';

const RULES: Record<string, string | Classify> = {
  flex: (v) =>
    /^(row|col)(-reverse)?$/.test(v)
      ? 'flex-direction'
      : /^(no)?wrap(-reverse)?$/.test(v)
        ? 'flex-wrap'
        : 'flex',
  'col-span': 'col',
  col: 'col',
  'row-span': 'row',
  row: 'row',
  justify: 'justify-content',
  content: (v) =>
    /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v)
      ? 'align-content'
      : 'content',
  items: 'align-items',
  self: 'align-self',
  font: (v) => (FONT_WEIGHT.test(v) ? 'font-weight' : 'font-family'),
  text: (v) =>
    TEXT_SIZE.test(v) || LENGTH.test(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-align'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : 'text-color',
  list: (v) => (/^(inside|outside)$/.test(v) ? 'list-position' : 'list-style-type'),
  decoration: (v) =>
    /^(solid|double|dotted|dashed|wavy)$/.test(v)
      ? 'decoration-style'
      : NUMBER.test(v) || /^(auto|from-font)$/.test(v)
        ? 'decoration-thickness'
        : 'decoration-color',
  break: (v) => (/^(normal|words|all|keep)$/.test(v) ? 'word-break' : 'break'),
  wrap: 'overflow-wrap',
  align: 'vertical-align',
  bg: (v) =>
    /^(linear|radial|conic|none$|\[(url|linear|radial))/.test(v)
      ? 'bg-image'
      : /^(fixed|local|scroll)$/.test(v)
        ? 'bg-attachment'
        : /^(clip|origin)-/.test(v)
          ? `bg-${v.split('-')[0]}`
          : /^(no-)?repeat/.test(v)
            ? 'bg-repeat'
            : /^(auto|cover|contain)$/.test(v)
              ? 'bg-size'
              : /^(bottom|center|left|right|top)(-|$)/.test(v)
                ? 'bg-position'
                : 'bg-color',
  from: gradientStop('gradient-from'),
  via: gradientStop('gradient-via'),
  to: gradientStop('gradient-to'),
  border: (v) => (/^(collapse|separate)$/.test(v) ? 'border-collapse' : lineRule('border')(v)),
  divide: (v) => (LINE_STYLE.test(v) ? 'divide-style' : 'divide-color'),
  outline: lineRule('outline'),
  ring: (v) => (width(v) ? 'ring-w' : v === 'inset' ? 'ring-inset' : 'ring-color'),
  'ring-offset': (v) => (width(v) ? 'ring-offset-w' : 'ring-offset-color'),
  'inset-ring': (v) => (width(v) ? 'inset-ring-w' : 'inset-ring-color'),
  shadow: (v) =>
    v === '' || /^(xs|sm|md|lg|xl|2xl|none|inner|soft|lift)$/.test(v) || /^\[.*\d.*\]$/.test(v)
      ? 'shadow'
      : 'shadow-color',
  origin: 'transform-origin',
  select: 'user-select',
  scroll: 'scroll-behavior',
  object: (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position'),
  stroke: (v) => (NUMBER.test(v) || LENGTH.test(v) ? 'stroke-w' : 'stroke'),
  box: 'box-sizing',
};
for (const side of ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'])
  RULES[`border-${side}`] = lineRule(`border-${side}`);
for (const prefix of SIMPLE.split(' ')) RULES[prefix] ??= prefix;

/** Prefixes that are classes on their own too ("rounded", "border", "shadow"). */
const BARE = new Set(
  'rounded border border-x border-y border-s border-e border-t border-r border-b border-l ring inset-ring outline shadow inset-shadow transition blur backdrop-blur divide-x divide-y grow shrink'.split(
    ' ',
  ),
);

/** Groups a class overrides besides its own: "p-4" after "px-2" replaces it, "size-9" replaces "w-…" and "h-…". */
const CONFLICTS: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: 's e t r b l ss se ee es tl tr br bl'.split(' ').map((corner) => `rounded-${corner}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  overflow: ['overflow-x', 'overflow-y'],
  'scroll-m': ['scroll-mt'],
};
for (const kind of ['w', 'color']) {
  const sides = (list: string) => list.split(' ').map((side) => `border-${side}-${kind}`);
  CONFLICTS[`border-${kind}`] = sides('x y s e t r b l');
  CONFLICTS[`border-x-${kind}`] = sides('r l');
  CONFLICTS[`border-y-${kind}`] = sides('t b');
}

/** Which property a class sets (its group), or null for a class this file does not know. */
function groupOf(utility: string): string | null {
  const property = utility.match(/^\[([a-z-]+|--[\w-]+):.+\]$/);
  if (property) return `[${property[1]}]`;
  const exact = EXACT[utility];
  if (exact) return exact;
  if (BARE.has(utility)) return ruleGroup(utility, '');
  // Try the longest prefix first: "inset-x-0" is "inset-x" before it is "inset". Dashes inside brackets
  // ("max-h-(--radix-…)") are part of the value.
  let depth = 0;
  const cuts: number[] = [];
  for (let index = 0; index < utility.length; index++) {
    const char = utility[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === '-' && depth === 0 && index > 0) cuts.push(index);
  }
  for (let index = cuts.length - 1; index >= 0; index--) {
    const cut = cuts[index] as number;
    const group = ruleGroup(utility.slice(0, cut), utility.slice(cut + 1));
    if (group) return group;
  }
  return null;
}

function ruleGroup(prefix: string, value: string): string | null {
  const rule = RULES[prefix];
  if (!rule) return null;
  return typeof rule === 'string' ? rule : rule(value);
}

/** Splits "md:hover:!p-4" into its variants and the utility, minding brackets ("[&>span]:truncate"). */
function splitVariants(token: string): { variants: string[]; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(token.slice(start, index));
      start = index + 1;
    }
  }
  return { variants, utility: token.slice(start) };
}

/** The keys under which a later class replaces this one: its variants (in any order), importance and group. */
function conflictKeys(token: string): { own: string; overrides: string[] } | null {
  const { variants, utility: raw } = splitVariants(token);
  const important = raw.startsWith('!') || raw.endsWith('!');
  const utility = raw.replace(/^!|!$/g, '').replace(/^-/, '');
  const group = groupOf(utility);
  if (!group) return null;
  // Arbitrary variants ("[&>span]:") depend on their position; the others do not.
  const ordered = variants.some((variant) => variant.startsWith('[')) ? variants : [...variants].sort();
  const prefix = `${ordered.join(':')}${important ? '!' : ''}|`;
  return { own: prefix + group, overrides: (CONFLICTS[group] ?? []).map((other) => prefix + other) };
}

/** Keeps the last class of each group (and drops those a later class overrides), in their original order. */
export function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] as string;
    const keys = conflictKeys(token);
    if (keys) {
      if (taken.has(keys.own)) continue;
      taken.add(keys.own);
      for (const key of keys.overrides) taken.add(key);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

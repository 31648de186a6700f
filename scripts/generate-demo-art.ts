/**
 * Generates the demo art shipped under src/web/public/images: one portrait per demo guide
 * (guides/guide-NN.svg, 400×400), wide session scenes (sessions/*.svg, 1200×675) and a sample
 * certificate. Deterministic: the same files every run.
 *
 *   npx tsx scripts/generate-demo-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'web', 'public', 'images');

// --- Palette --------------------------------------------------------------------------------------

const C = {
  sand: '#E8D9C0',
  sandLight: '#F3EBDD',
  offWhite: '#FBF7F0',
  azulejo: '#2E5E9E',
  azulejoDeep: '#1F4277',
  azulejoLight: '#C9D8EC',
  teal: '#1E5B5A',
  tealDeep: '#143F3E',
  tealLight: '#B5D0CA',
  terracotta: '#C2643C',
  terracottaLight: '#EDC2A8',
  ochre: '#D6A03A',
  ochreLight: '#F1D9A6',
  blush: '#F0D3C4',
  sage: '#C9D3BC',
  sageDeep: '#7F9578',
};

function hex(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix two colours: t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)];
  const out = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
const darker = (color: string, t = 0.2) => mix(color, '#1A1410', t);
const lighter = (color: string, t = 0.2) => mix(color, '#FFFFFF', t);

const r1 = (n: number) => Math.round(n * 10) / 10;

/** mulberry32, for the few scenes that scatter things (windows, sparkles). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A faint paper grain over everything, so flat colour feels printed rather than digital. */
function grain(width: number, height: number, strength = 0.1): { def: string; layer: string } {
  return {
    def: `<filter id="gr" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .35 0 0 0 0 .25 0 0 0 0 .15 0 0 0 ${strength} 0"/></filter>`,
    layer: `<rect width="${width}" height="${height}" filter="url(#gr)"/>`,
  };
}

function svg(width: number, height: number, label: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}"><defs>${defs}</defs>${body}</svg>\n`;
}

// --- Portraits ------------------------------------------------------------------------------------

type Hair = 'long' | 'bun' | 'short' | 'crop' | 'curly' | 'bob' | 'wrap' | 'curlyLong';
type Motif =
  | 'gong'
  | 'sun'
  | 'waves'
  | 'leaf'
  | 'moon'
  | 'arch'
  | 'bowl'
  | 'crystal'
  | 'tiles'
  | 'enso'
  | 'dots';

interface Portrait {
  who: string;
  bg: [string, string];
  halo: string;
  skin: string;
  hair: string;
  style: Hair;
  beard?: boolean;
  cloth: string;
  motif: Motif;
  motifColor: string;
  /** Horizontal offset of the figure from the centre. */
  dx: number;
  /** Head tilt in degrees. */
  tilt: number;
}

/** In the order of the guides in src/server/db/demo-data/guides.json, then the applicants with a photo. */
const PORTRAITS: Portrait[] = [
  {
    who: 'Marta Figueiredo',
    bg: [C.sandLight, C.ochreLight],
    halo: C.ochre,
    skin: '#E2B48F',
    hair: '#3B2619',
    style: 'bun',
    cloth: C.teal,
    motif: 'gong',
    motifColor: C.terracotta,
    dx: 14,
    tilt: -4,
  },
  {
    who: 'João Tavares',
    bg: [C.offWhite, C.azulejoLight],
    halo: C.azulejoLight,
    skin: '#D9A47E',
    hair: '#8F8A84',
    style: 'short',
    beard: true,
    cloth: C.azulejo,
    motif: 'sun',
    motifColor: C.ochre,
    dx: -10,
    tilt: 3,
  },
  {
    who: 'Léa Moreau',
    bg: [C.terracottaLight, C.sandLight],
    halo: C.offWhite,
    skin: '#F1D2BA',
    hair: '#6B4226',
    style: 'long',
    cloth: '#A4512F',
    motif: 'waves',
    motifColor: C.terracotta,
    dx: 10,
    tilt: 5,
  },
  {
    who: 'Rafael Costa',
    bg: [C.azulejoLight, C.offWhite],
    halo: C.ochreLight,
    skin: '#C98E64',
    hair: '#2A1D15',
    style: 'crop',
    beard: true,
    cloth: C.teal,
    motif: 'sun',
    motifColor: C.terracotta,
    dx: -16,
    tilt: -2,
  },
  {
    who: 'Ana Sousa',
    bg: [C.sage, C.offWhite],
    halo: C.offWhite,
    skin: '#E9C2A0',
    hair: '#4A2F1F',
    style: 'bob',
    cloth: C.azulejo,
    motif: 'leaf',
    motifColor: C.sageDeep,
    dx: 8,
    tilt: -3,
  },
  {
    who: 'Priya Raman',
    bg: [C.ochreLight, C.terracottaLight],
    halo: C.offWhite,
    skin: '#9C6644',
    hair: '#1B1412',
    style: 'long',
    cloth: C.teal,
    motif: 'moon',
    motifColor: C.offWhite,
    dx: -6,
    tilt: 4,
  },
  {
    who: 'Sophie Lambert',
    bg: [C.offWhite, C.sand],
    halo: C.blush,
    skin: '#F3D6C2',
    hair: '#C7A16B',
    style: 'bob',
    cloth: C.tealDeep,
    motif: 'arch',
    motifColor: C.terracotta,
    dx: 12,
    tilt: 2,
  },
  {
    who: 'Carolina Ribeiro',
    bg: [C.tealLight, C.sandLight],
    halo: C.offWhite,
    skin: '#E0AF87',
    hair: '#5A3825',
    style: 'bun',
    cloth: C.terracotta,
    motif: 'waves',
    motifColor: C.teal,
    dx: -12,
    tilt: -5,
  },
  {
    who: 'Thomas Byrne',
    bg: [C.sage, C.sandLight],
    halo: C.offWhite,
    skin: '#F2D0BD',
    hair: '#A0522D',
    style: 'short',
    beard: true,
    cloth: C.teal,
    motif: 'leaf',
    motifColor: C.sageDeep,
    dx: 6,
    tilt: 3,
  },
  {
    who: 'Nadia Haddad',
    bg: [C.teal, C.azulejoDeep],
    halo: C.ochre,
    skin: '#D3A07A',
    hair: '#241914',
    style: 'curlyLong',
    cloth: C.ochre,
    motif: 'bowl',
    motifColor: C.ochreLight,
    dx: 10,
    tilt: -3,
  },
  {
    who: 'Lucas Oliveira',
    bg: [C.ochreLight, C.terracottaLight],
    halo: C.offWhite,
    skin: '#6E4530',
    hair: '#16110F',
    style: 'curly',
    cloth: C.azulejo,
    motif: 'dots',
    motifColor: C.terracotta,
    dx: -8,
    tilt: 4,
  },
  {
    who: 'Pedro Nunes',
    bg: [C.offWhite, C.tealLight],
    halo: C.offWhite,
    skin: '#DDAA84',
    hair: '#3A2A20',
    style: 'short',
    beard: true,
    cloth: C.terracotta,
    motif: 'crystal',
    motifColor: C.azulejo,
    dx: 14,
    tilt: -2,
  },
  {
    who: 'Elena Rossi',
    bg: [C.sandLight, C.blush],
    halo: C.offWhite,
    skin: '#EBC3A2',
    hair: '#2C1F18',
    style: 'bob',
    cloth: C.teal,
    motif: 'bowl',
    motifColor: C.terracotta,
    dx: -12,
    tilt: 3,
  },
  {
    who: 'Sara Martins',
    bg: [C.terracottaLight, C.ochreLight],
    halo: C.offWhite,
    skin: '#D19C74',
    hair: '#3A241A',
    style: 'bun',
    cloth: C.tealDeep,
    motif: 'leaf',
    motifColor: C.teal,
    dx: 8,
    tilt: -4,
  },
  {
    who: 'Duarte Pires',
    bg: [C.sand, C.offWhite],
    halo: C.offWhite,
    skin: '#D8A27C',
    hair: '#55504A',
    style: 'crop',
    beard: true,
    cloth: C.azulejoDeep,
    motif: 'enso',
    motifColor: C.tealDeep,
    dx: -14,
    tilt: 2,
  },
  {
    who: 'Mariana Gomes',
    bg: [C.azulejoLight, C.offWhite],
    halo: C.offWhite,
    skin: '#E6B995',
    hair: '#5B3A26',
    style: 'long',
    cloth: C.terracotta,
    motif: 'tiles',
    motifColor: C.azulejo,
    dx: 12,
    tilt: -3,
  },
  {
    who: 'Olivia Hart',
    bg: [C.blush, C.sandLight],
    halo: C.offWhite,
    skin: '#F4D9C6',
    hair: '#B8865A',
    style: 'long',
    cloth: C.teal,
    motif: 'arch',
    motifColor: C.ochre,
    dx: -8,
    tilt: 5,
  },
  {
    who: 'Rita Monteiro',
    bg: [C.tealLight, C.azulejoLight],
    halo: C.offWhite,
    skin: '#C9916A',
    hair: '#8A5A35',
    style: 'long',
    cloth: C.ochre,
    motif: 'waves',
    motifColor: C.azulejo,
    dx: 10,
    tilt: -4,
  },
  {
    who: 'Gabriel Silva',
    bg: [C.sandLight, C.sage],
    halo: C.offWhite,
    skin: '#7A4B33',
    hair: '#141010',
    style: 'crop',
    beard: true,
    cloth: C.terracotta,
    motif: 'arch',
    motifColor: C.teal,
    dx: -10,
    tilt: 2,
  },
  {
    who: 'Helena Duarte',
    bg: [C.offWhite, C.blush],
    halo: C.offWhite,
    skin: '#EDC7A8',
    hair: '#9C948C',
    style: 'bob',
    cloth: C.teal,
    motif: 'crystal',
    motifColor: C.terracotta,
    dx: 12,
    tilt: -2,
  },
  {
    who: 'Amara Okafor',
    bg: [C.ochre, C.terracotta],
    halo: C.ochreLight,
    skin: '#5C3826',
    hair: C.azulejo,
    style: 'wrap',
    cloth: C.tealDeep,
    motif: 'sun',
    motifColor: C.ochreLight,
    dx: -6,
    tilt: 3,
  },
  {
    who: 'Clara Antunes',
    bg: [C.sandLight, C.azulejoLight],
    halo: C.offWhite,
    skin: '#EAC0A0',
    hair: '#6A4A36',
    style: 'bun',
    cloth: C.terracotta,
    motif: 'tiles',
    motifColor: C.azulejo,
    dx: 10,
    tilt: -4,
  },
  {
    who: 'Yuki Tanaka',
    bg: [C.offWhite, C.sandLight],
    halo: C.blush,
    skin: '#EFD0B5',
    hair: '#151212',
    style: 'bob',
    cloth: C.teal,
    motif: 'enso',
    motifColor: C.terracotta,
    dx: -12,
    tilt: 2,
  },
  {
    who: 'Beatriz Lopes',
    bg: [C.azulejoLight, C.tealLight],
    halo: C.offWhite,
    skin: '#DDA985',
    hair: '#4B2E1E',
    style: 'long',
    cloth: C.ochre,
    motif: 'crystal',
    motifColor: C.offWhite,
    dx: 8,
    tilt: 4,
  },
  {
    who: 'Inês Machado',
    bg: [C.terracottaLight, C.blush],
    halo: C.offWhite,
    skin: '#E3B28B',
    hair: '#2D1E16',
    style: 'curlyLong',
    cloth: C.azulejo,
    motif: 'waves',
    motifColor: C.terracotta,
    dx: -10,
    tilt: -3,
  },
  {
    who: 'Daniel Weiss',
    bg: [C.offWhite, C.sage],
    halo: C.offWhite,
    skin: '#F0CDB5',
    hair: '#7C6A55',
    style: 'short',
    cloth: C.teal,
    motif: 'sun',
    motifColor: C.ochre,
    dx: 12,
    tilt: -2,
  },
  {
    who: 'Kiran Mehta',
    bg: [C.sand, C.ochreLight],
    halo: C.offWhite,
    skin: '#8E5C3E',
    hair: '#181312',
    style: 'short',
    beard: true,
    cloth: C.azulejo,
    motif: 'waves',
    motifColor: C.teal,
    dx: -8,
    tilt: 3,
  },
  {
    who: 'Miguel Ferreira',
    bg: [C.ochreLight, C.sandLight],
    halo: C.offWhite,
    skin: '#D6A07A',
    hair: '#2F231C',
    style: 'curly',
    cloth: C.terracotta,
    motif: 'tiles',
    motifColor: C.azulejo,
    dx: 10,
    tilt: -3,
  },
  {
    who: 'Matilde Rocha',
    bg: [C.terracottaLight, C.sandLight],
    halo: C.offWhite,
    skin: '#E5B792',
    hair: '#4A2C1D',
    style: 'long',
    cloth: '#8A4A2E',
    motif: 'leaf',
    motifColor: C.terracotta,
    dx: -6,
    tilt: 4,
  },
  {
    who: 'Hugo Valente',
    bg: [C.sandLight, C.ochreLight],
    halo: C.offWhite,
    skin: '#CF9A72',
    hair: '#2A211B',
    style: 'short',
    beard: true,
    cloth: C.teal,
    motif: 'sun',
    motifColor: C.terracotta,
    dx: 10,
    tilt: -2,
  },
  {
    who: 'Chloé Dubois',
    bg: [C.offWhite, C.azulejoLight],
    halo: C.blush,
    skin: '#F2D4BF',
    hair: '#C08A50',
    style: 'bun',
    cloth: C.terracotta,
    motif: 'moon',
    motifColor: C.azulejo,
    dx: -12,
    tilt: 3,
  },
  {
    who: 'Samuel Adeyemi',
    bg: [C.tealLight, C.sage],
    halo: C.offWhite,
    skin: '#5A3725',
    hair: '#121010',
    style: 'crop',
    beard: true,
    cloth: C.ochre,
    motif: 'dots',
    motifColor: C.teal,
    dx: 8,
    tilt: -3,
  },
];

function motifShapes(motif: Motif, color: string, x: number): string {
  const o = (v: number) => r1(v);
  switch (motif) {
    case 'gong':
      return `<g fill="none" stroke="${color}" opacity=".5"><circle cx="${o(x + 10)}" cy="150" r="150" stroke-width="2"/><circle cx="${o(x + 10)}" cy="150" r="118" stroke-width="1.5"/><circle cx="${o(x + 10)}" cy="150" r="86" stroke-width="1"/></g><line x1="${o(x - 60)}" y1="0" x2="${o(x - 40)}" y2="14" stroke="${color}" stroke-width="2" opacity=".5"/><line x1="${o(x + 80)}" y1="0" x2="${o(x + 60)}" y2="14" stroke="${color}" stroke-width="2" opacity=".5"/>`;
    case 'sun': {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `M${o(x + Math.cos(a) * 150)} ${o(170 + Math.sin(a) * 150)}L${o(x + Math.cos(a) * 178)} ${o(170 + Math.sin(a) * 178)}`;
      }).join('');
      return `<path d="${rays}" stroke="${color}" stroke-width="6" stroke-linecap="round" opacity=".55"/><circle cx="${x}" cy="170" r="132" fill="${color}" opacity=".28"/>`;
    }
    case 'waves': {
      const wave = (y: number) =>
        `M-10 ${y}C40 ${y - 18} 80 ${y - 18} 130 ${y}S220 ${y + 18} 270 ${y}S360 ${y - 18} 410 ${y}`;
      return `<path d="${wave(60)}${wave(92)}${wave(124)}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" opacity=".35"/>`;
    }
    case 'leaf': {
      const leaf = (cx: number, cy: number, rot: number, s: number) =>
        `<path transform="translate(${cx} ${cy}) rotate(${rot}) scale(${s})" d="M0 0C30 -40 30 -100 0 -140C-30 -100 -30 -40 0 0Z"/>`;
      return `<g fill="${color}" opacity=".45">${leaf(40, 250, -35, 1.2)}${leaf(70, 270, -8, 1)}${leaf(360, 210, 30, 1.1)}${leaf(335, 240, 8, 0.8)}</g>`;
    }
    case 'moon':
      return `<path d="M${o(x + 110)} 40A48 48 0 1 0 ${o(x + 110)} 136A36 48 0 1 1 ${o(x + 110)} 40Z" fill="${color}" opacity=".8"/>`;
    case 'arch':
      return `<path d="M${o(x - 115)} 400V170A115 115 0 0 1 ${o(x + 115)} 170V400" fill="${color}" opacity=".18"/><path d="M${o(x - 95)} 400V172A95 95 0 0 1 ${o(x + 95)} 172V400" fill="none" stroke="${color}" stroke-width="3" opacity=".45"/>`;
    case 'bowl':
      return `<g opacity=".55"><path d="M250 330C250 388 380 388 380 330Z" fill="${color}"/><ellipse cx="315" cy="330" rx="65" ry="11" fill="${darker(color, 0.25)}"/><g fill="none" stroke="${color}" stroke-width="2"><path d="M270 300Q315 284 360 300"/><path d="M256 276Q315 254 374 276"/><path d="M244 252Q315 224 386 252"/></g></g>`;
    case 'crystal':
      return `<g opacity=".5"><path d="M300 400L318 250L345 210L372 250L390 400Z" fill="${color}"/><path d="M345 210L372 250L390 400L345 400Z" fill="${darker(color, 0.15)}"/><path d="M20 400L30 300L52 272L72 300L80 400Z" fill="${color}"/></g>`;
    case 'tiles': {
      const tile = (tx: number, ty: number) =>
        `<g transform="translate(${tx} ${ty})"><rect width="60" height="60" fill="none"/><circle cx="30" cy="30" r="12"/><path d="M0 0Q30 14 60 0Q46 30 60 60Q30 46 0 60Q14 30 0 0Z" fill="none" stroke="${color}" stroke-width="2.5"/></g>`;
      const cells = [
        [0, 0],
        [60, 0],
        [0, 60],
        [340, 0],
        [340, 60],
        [280, 0],
      ]
        .map(([a, b]) => tile(a!, b!))
        .join('');
      return `<g fill="${color}" opacity=".35">${cells}</g>`;
    }
    case 'enso':
      return `<path d="M${o(x - 60)} 60A140 140 0 1 0 ${o(x + 70)} 52" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" opacity=".4"/>`;
    case 'dots': {
      const dots: string[] = [];
      for (let ring = 0; ring < 3; ring++) {
        for (let i = 0; i < 18; i++) {
          const a = (i / 18) * Math.PI * 2 + ring * 0.17;
          const radius = 120 + ring * 26;
          dots.push(
            `<circle cx="${o(x + Math.cos(a) * radius)}" cy="${o(175 + Math.sin(a) * radius)}" r="${4 - ring}"/>`,
          );
        }
      }
      return `<g fill="${color}" opacity=".5">${dots.join('')}</g>`;
    }
  }
}

function hairBack(style: Hair, x: number, y: number, color: string): string {
  switch (style) {
    case 'long':
      return `<path d="M${x - 56} ${y - 6}C${x - 64} ${y - 84} ${x + 64} ${y - 84} ${x + 56} ${y - 6}L${x + 70} ${y + 112}C${x + 40} ${y + 126} ${x - 40} ${y + 126} ${x - 70} ${y + 112}Z" fill="${color}"/>`;
    case 'curlyLong': {
      const puffs = Array.from({ length: 14 }, (_, i) => {
        const a = Math.PI * 0.9 + (i / 13) * Math.PI * 1.2;
        return `<circle cx="${r1(x + Math.cos(a) * 62)}" cy="${r1(y + 10 + Math.sin(a) * 72)}" r="26"/>`;
      }).join('');
      return `<g fill="${color}">${puffs}<path d="M${x - 74} ${y}L${x - 80} ${y + 100}C${x - 40} ${y + 122} ${x + 40} ${y + 122} ${x + 80} ${y + 100}L${x + 74} ${y}Z"/></g>`;
    }
    case 'bob':
      return `<path d="M${x - 60} ${y - 4}C${x - 66} ${y - 86} ${x + 66} ${y - 86} ${x + 60} ${y - 4}L${x + 64} ${y + 44}C${x + 40} ${y + 52} ${x - 40} ${y + 52} ${x - 64} ${y + 44}Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="${x + 14}" cy="${y - 62}" r="25" fill="${color}"/>`;
    case 'wrap':
      return `<path d="M${x - 56} ${y - 6}C${x - 84} ${y - 150} ${x + 84} ${y - 150} ${x + 56} ${y - 6}Z" fill="${color}"/><path d="M${x - 40} ${y - 70}C${x - 10} ${y - 110} ${x + 30} ${y - 118} ${x + 58} ${y - 96}" stroke="${darker(color, 0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    default:
      return '';
  }
}

function hairFront(style: Hair, x: number, y: number, color: string): string {
  switch (style) {
    case 'long':
    case 'bob':
      return `<path d="M${x - 52} ${y - 4}C${x - 56} ${y - 74} ${x + 54} ${y - 78} ${x + 53} ${y - 6}C${x + 30} ${y - 44} ${x - 6} ${y - 54} ${x - 52} ${y - 4}Z" fill="${color}"/>`;
    case 'bun':
      return `<path d="M${x - 51} ${y - 8}C${x - 54} ${y - 72} ${x + 54} ${y - 72} ${x + 51} ${y - 8}C${x + 34} ${y - 42} ${x - 34} ${y - 42} ${x - 51} ${y - 8}Z" fill="${color}"/>`;
    case 'short':
      return `<path d="M${x - 52} ${y - 2}C${x - 58} ${y - 80} ${x + 56} ${y - 82} ${x + 52} ${y - 4}C${x + 48} ${y - 30} ${x + 30} ${y - 40} ${x - 2} ${y - 42}C${x - 26} ${y - 40} ${x - 44} ${y - 32} ${x - 52} ${y - 2}Z" fill="${color}"/>`;
    case 'crop':
      return `<path d="M${x - 50} ${y - 10}C${x - 52} ${y - 70} ${x + 52} ${y - 70} ${x + 50} ${y - 10}C${x + 40} ${y - 40} ${x - 40} ${y - 40} ${x - 50} ${y - 10}Z" fill="${color}" opacity=".92"/>`;
    case 'curly':
    case 'curlyLong': {
      const puffs = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * 1.08 + (i / 8) * Math.PI * 0.84;
        return `<circle cx="${r1(x + Math.cos(a) * 48)}" cy="${r1(y - 8 + Math.sin(a) * 56)}" r="${style === 'curly' ? 17 : 20}"/>`;
      }).join('');
      return `<g fill="${color}">${puffs}</g>`;
    }
    case 'wrap':
      return `<path d="M${x - 54} ${y - 14}C${x - 40} ${y - 50} ${x + 40} ${y - 50} ${x + 54} ${y - 14}C${x + 30} ${y - 30} ${x - 30} ${y - 30} ${x - 54} ${y - 14}Z" fill="${darker(color, 0.25)}"/><circle cx="${x + 36}" cy="${y - 100}" r="15" fill="${lighter(color, 0.15)}"/>`;
  }
}

function portrait(p: Portrait): string {
  const x = 200 + p.dx;
  const headY = 178;
  const skinShade = darker(p.skin, 0.14);
  const g = grain(400, 400, 0.09);
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`,
    `<radialGradient id="hl"><stop offset="0" stop-color="${p.halo}" stop-opacity=".85"/><stop offset="1" stop-color="${p.halo}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="cl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(p.cloth, 0.08)}"/><stop offset="1" stop-color="${darker(p.cloth, 0.22)}"/></linearGradient>`,
    g.def,
  ].join('');
  const beard = p.beard
    ? `<path d="M${x - 49} ${headY - 4}C${x - 50} ${headY + 50} ${x - 26} ${headY + 70} ${x} ${headY + 70}C${x + 26} ${headY + 70} ${x + 50} ${headY + 50} ${x + 49} ${headY - 4}C${x + 44} ${headY + 16} ${x + 34} ${headY + 22} ${x + 22} ${headY + 22}C${x + 12} ${headY + 20} ${x - 12} ${headY + 20} ${x - 22} ${headY + 22}C${x - 34} ${headY + 22} ${x - 44} ${headY + 16} ${x - 49} ${headY - 4}Z" fill="${p.hair}" opacity=".9"/><path d="M${x - 16} ${headY + 36}Q${x} ${headY + 42} ${x + 16} ${headY + 36}" stroke="${darker(p.skin, 0.3)}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".45"/>`
    : '';
  const body = [
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<circle cx="${x}" cy="${headY + 10}" r="190" fill="url(#hl)"/>`,
    motifShapes(p.motif, p.motifColor, x),
    `<g transform="rotate(${p.tilt} ${x} ${headY + 90})">`,
    hairBack(p.style, x, headY, p.hair),
    `<path d="M${x - 21} ${headY + 30}h42v62h-42z" fill="${skinShade}"/>`,
    `</g>`,
    `<path d="M${x - 158} 400C${x - 152} 322 ${x - 104} 290 ${x} 288C${x + 104} 290 ${x + 152} 322 ${x + 158} 400Z" fill="url(#cl)"/>`,
    `<path d="M${x - 30} 289Q${x} 336 ${x + 30} 289Z" fill="${skinShade}"/>`,
    `<g transform="rotate(${p.tilt} ${x} ${headY + 90})">`,
    `<ellipse cx="${x}" cy="${headY}" rx="49" ry="59" fill="${p.skin}"/>`,
    `<ellipse cx="${x - 48}" cy="${headY + 6}" rx="8" ry="13" fill="${skinShade}"/><ellipse cx="${x + 48}" cy="${headY + 6}" rx="8" ry="13" fill="${skinShade}"/>`,
    beard,
    hairFront(p.style, x, headY, p.hair),
    `</g>`,
    g.layer,
  ].join('');
  return svg(400, 400, `Portrait illustration of ${p.who}`, defs, body);
}

// --- Session scenes (1200×675) ----------------------------------------------------------------------

const W = 1200;
const H = 675;

function scene(label: string, defs: string, body: string, grainStrength = 0.08): string {
  const g = grain(W, H, grainStrength);
  return svg(W, H, label, defs + g.def, body + g.layer);
}

const linear = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
const radial = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;

function gongScene(): string {
  const defs =
    linear('bg', [
      [0, '#183F3D'],
      [1, '#0E2928'],
    ]) +
    radial('glow', [
      [0, C.ochre, 0.55],
      [1, C.ochre, 0],
    ]) +
    radial(
      'gong',
      [
        [0, '#F2CB7A'],
        [0.55, '#C98A3A'],
        [0.9, '#8A5522'],
        [1, '#6B3F18'],
      ],
      0.42,
      0.4,
      0.6,
    ) +
    linear(
      'wood',
      [
        [0, '#6B4A32'],
        [1, '#4A3222'],
      ],
      1,
      0,
    );
  const rings = [70, 120, 160, 190]
    .map(
      (r, i) =>
        `<circle cx="600" cy="365" r="${r}" fill="none" stroke="#5A3512" stroke-opacity="${0.28 - i * 0.05}" stroke-width="${3 - i * 0.5}"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="365" r="420" fill="url(#glow)"/>`,
    `<rect y="590" width="${W}" height="85" fill="#0B2120"/>`,
    `<ellipse cx="600" cy="600" rx="330" ry="14" fill="#000" opacity=".25"/>`,
    `<rect x="318" y="90" width="24" height="510" rx="6" fill="url(#wood)"/><rect x="858" y="90" width="24" height="510" rx="6" fill="url(#wood)"/>`,
    `<rect x="290" y="78" width="620" height="28" rx="10" fill="url(#wood)"/>`,
    `<rect x="296" y="588" width="68" height="16" rx="6" fill="#4A3222"/><rect x="836" y="588" width="68" height="16" rx="6" fill="#4A3222"/>`,
    `<path d="M560 106L575 160M640 106L625 160" stroke="#2B1A0E" stroke-width="4"/>`,
    `<circle cx="600" cy="365" r="215" fill="url(#gong)"/>`,
    rings,
    `<circle cx="600" cy="365" r="46" fill="#E9BB66" opacity=".7"/><circle cx="600" cy="365" r="215" fill="none" stroke="#5A3512" stroke-width="6" opacity=".5"/>`,
    `<path d="M520 250C560 225 620 222 660 238" stroke="#FFF3D1" stroke-width="10" stroke-linecap="round" fill="none" opacity=".25"/>`,
    `<g transform="rotate(-24 960 560)"><rect x="950" y="420" width="12" height="180" rx="6" fill="#7A5638"/><ellipse cx="956" cy="418" rx="34" ry="28" fill="${C.terracotta}"/></g>`,
  ].join('');
  return scene('A large bronze gong glowing in a dark studio', defs, body);
}

function bowl(cx: number, rimY: number, rx: number, tone: string): string {
  const h = rx * 0.78;
  const id = `b${cx}`;
  return [
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darker(tone, 0.3)}"/><stop offset=".4" stop-color="${lighter(tone, 0.25)}"/><stop offset="1" stop-color="${darker(tone, 0.35)}"/></linearGradient>`,
    `<ellipse cx="${cx}" cy="${r1(rimY + h + 6)}" rx="${r1(rx * 0.9)}" ry="${r1(rx * 0.12)}" fill="#5A3B22" opacity=".25"/>`,
    `<path d="M${cx - rx} ${rimY}C${cx - rx} ${r1(rimY + h * 1.3)} ${cx + rx} ${r1(rimY + h * 1.3)} ${cx + rx} ${rimY}Z" fill="url(#${id})"/>`,
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${r1(rx * 0.2)}" fill="${darker(tone, 0.45)}"/>`,
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${r1(rx * 0.2)}" fill="none" stroke="${lighter(tone, 0.35)}" stroke-width="3"/>`,
  ].join('');
}

function bowlsScene(): string {
  const defs =
    linear('bg', [
      [0, C.sandLight],
      [1, '#E5D2B2'],
    ]) +
    linear('tb', [
      [0, '#B88A5E'],
      [1, '#8F6742'],
    ]) +
    radial('soft', [
      [0, '#FFFDF7', 0.85],
      [1, '#FFFDF7', 0],
    ]);
  const ripples = (cx: number, y: number, n: number, w: number) =>
    Array.from({ length: n }, (_, i) => {
      const rx = w + i * 46;
      return `<ellipse cx="${cx}" cy="${y - i * 6}" rx="${rx}" ry="${r1(rx * 0.22)}" fill="none" stroke="${C.teal}" stroke-opacity="${r1(0.3 - i * 0.06)}" stroke-width="2"/>`;
    }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="900" cy="160" r="420" fill="url(#soft)"/>`,
    ripples(470, 330, 5, 190),
    ripples(790, 380, 4, 140),
    `<rect y="470" width="${W}" height="205" fill="url(#tb)"/>`,
    `<rect y="470" width="${W}" height="6" fill="#D2A979" opacity=".6"/>`,
    `<ellipse cx="470" cy="585" rx="190" ry="34" fill="${C.terracotta}"/><ellipse cx="470" cy="575" rx="150" ry="22" fill="${darker(C.terracotta, 0.2)}"/>`,
    bowl(470, 430, 175, '#C9953F'),
    bowl(790, 488, 118, '#B9833A'),
    bowl(1000, 530, 72, '#D3A55A'),
    `<g transform="rotate(-8 250 600)"><rect x="120" y="592" width="230" height="16" rx="8" fill="#6B4A32"/><rect x="120" y="588" width="60" height="24" rx="10" fill="${C.offWhite}"/></g>`,
  ].join('');
  return scene('Hand-hammered singing bowls on a low wooden table', defs, body);
}

function tagusScene(): string {
  const defs =
    linear('sky', [
      [0, '#F5E1C6'],
      [0.55, '#F1C19E'],
      [1, '#E9A486'],
    ]) +
    linear('water', [
      [0, '#C7927F'],
      [0.35, '#7F8E96'],
      [1, '#2E5A72'],
    ]) +
    radial('sun', [
      [0, '#FFF2CF'],
      [0.5, '#F8D58F', 0.9],
      [1, '#F8D58F', 0],
    ]);
  const deckY = 318;
  const hangers: string[] = [];
  for (let hx = 400; hx < 740; hx += 20) {
    const t = (hx - 390) / 340;
    const cy = 190 + (1 - (2 * t - 1) ** 2) * 118;
    hangers.push(`M${hx} ${r1(cy)}V${deckY}`);
  }
  for (let hx = 20; hx < 390; hx += 20) {
    const t = hx / 390;
    hangers.push(`M${hx} ${r1(300 - t ** 1.6 * 110)}V${deckY}`);
  }
  const reflections = Array.from({ length: 9 }, (_, i) => {
    const y = 440 + i * 24;
    const w = 140 - i * 10 + (i % 2) * 30;
    return `<rect x="${860 - w / 2}" y="${y}" width="${w}" height="5" rx="2.5" fill="#FBE3B0" opacity="${r1(0.75 - i * 0.06)}"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="860" cy="350" r="190" fill="url(#sun)"/>`,
    `<circle cx="860" cy="350" r="62" fill="#FFF0C8"/>`,
    `<path d="M0 410C120 392 240 380 380 384C520 388 620 372 760 376C900 380 1040 366 1200 372V420H0Z" fill="#B98074" opacity=".75"/>`,
    `<path d="M280 382h10v-34h-4l4 -10 4 10h-4v34z" fill="#9A6458" opacity=".8"/>`,
    `<rect y="410" width="${W}" height="265" fill="url(#water)"/>`,
    reflections,
    `<g stroke="#8E3B2C" fill="none"><path d="${hangers.join('')}" stroke-width="1.2" opacity=".55"/><path d="M0 302C150 294 300 250 392 184M392 184Q565 430 738 184M738 184C820 250 980 300 1200 310" stroke-width="4"/></g>`,
    `<rect x="384" y="170" width="16" height="240" fill="#8E3B2C"/><rect x="730" y="170" width="16" height="240" fill="#8E3B2C"/>`,
    `<rect x="380" y="210" width="24" height="6" fill="#8E3B2C"/><rect x="726" y="210" width="24" height="6" fill="#8E3B2C"/>`,
    `<rect y="${deckY}" width="${W}" height="10" fill="#7E3427"/>`,
    `<g fill="none" stroke="#F6DCC2" stroke-linecap="round" opacity=".5" stroke-width="2"><path d="M60 520q40 -8 80 0t80 0"/><path d="M300 580q40 -8 80 0t80 0"/><path d="M980 610q40 -8 80 0t80 0"/><path d="M640 500q30 -6 60 0t60 0"/></g>`,
    `<g fill="none" stroke="#6B4A45" stroke-width="2.5" stroke-linecap="round"><path d="M180 120q10 -8 20 0q10 -8 20 0"/><path d="M232 150q7 -6 14 0q7 -6 14 0"/><path d="M1000 110q8 -7 16 0q8 -7 16 0"/></g>`,
  ].join('');
  return scene('Sunrise over the Tagus with the red suspension bridge', defs, body);
}

function azulejoScene(): string {
  const tile = `<pattern id="t" width="150" height="150" patternUnits="userSpaceOnUse"><rect width="150" height="150" fill="#F6F1E6"/><g fill="${C.azulejo}"><circle cx="75" cy="75" r="14"/><path d="M75 20C90 45 90 55 75 61C60 55 60 45 75 20ZM75 130C60 105 60 95 75 89C90 95 90 105 75 130ZM20 75C45 60 55 60 61 75C55 90 45 90 20 75ZM130 75C105 90 95 90 89 75C95 60 105 60 130 75Z"/><path d="M0 0h30A30 30 0 0 1 0 30ZM150 0v30A30 30 0 0 1 120 0ZM0 150v-30A30 30 0 0 1 30 150ZM150 150h-30A30 30 0 0 1 150 120Z"/></g><g fill="none" stroke="${C.azulejo}" stroke-width="3"><circle cx="75" cy="75" r="40"/><path d="M75 0L150 75L75 150L0 75Z" stroke-width="1.5" opacity=".6"/></g><rect width="150" height="150" fill="none" stroke="#D9D0BE" stroke-width="3"/></pattern>`;
  const defs =
    tile +
    linear(
      'light',
      [
        [0, '#FFF6DD', 0.55],
        [0.5, '#FFF6DD', 0.05],
        [1, '#1F3050', 0.25],
      ],
      1,
      1,
    ) +
    radial('vig', [
      [0.55, '#000', 0],
      [1, '#0B1A33', 0.35],
    ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#t)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#light)"/>`,
    `<path d="M520 0H860L640 675H200Z" fill="#FFF8E6" opacity=".22"/><path d="M600 0H700L480 675H380Z" fill="#FFF8E6" opacity=".18"/>`,
    `<rect width="${W}" height="${H}" fill="url(#vig)"/>`,
  ].join('');
  return scene('Blue and white azulejo tiles in warm morning light', defs, body, 0.06);
}

function candlesScene(): string {
  const defs =
    linear('bg', [
      [0, '#2C201B'],
      [1, '#3D2B22'],
    ]) +
    linear(
      'wax',
      [
        [0, '#E6D4B4'],
        [0.45, '#FBF2E2'],
        [1, '#D9C3A0'],
      ],
      1,
      0,
    ) +
    radial('glow', [
      [0, '#F6C46A', 0.55],
      [1, '#F6C46A', 0],
    ]) +
    radial(
      'flame',
      [
        [0, '#FFFBEA'],
        [0.45, '#FFE19A'],
        [1, '#F29A3A'],
      ],
      0.5,
      0.7,
      0.6,
    );
  const candles: [number, number, number][] = [
    [300, 210, 70],
    [420, 300, 82],
    [560, 160, 96],
    [720, 250, 78],
    [850, 340, 64],
    [960, 230, 56],
  ];
  const shapes = candles
    .map(([x, top, w]) => {
      const flameY = top - 14;
      return [
        `<circle cx="${x}" cy="${flameY - 20}" r="${w * 2.2}" fill="url(#glow)"/>`,
        `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${560 - top}" rx="8" fill="url(#wax)"/>`,
        `<ellipse cx="${x}" cy="${top + 3}" rx="${w / 2}" ry="7" fill="#F3E4C8"/>`,
        `<path d="M${x} ${top}v-12" stroke="#2A1A10" stroke-width="3"/>`,
        `<path d="M${x} ${flameY - 46}C${x + 14} ${flameY - 22} ${x + 13} ${flameY} ${x} ${flameY + 4}C${x - 13} ${flameY} ${x - 14} ${flameY - 22} ${x} ${flameY - 46}Z" fill="url(#flame)"/>`,
        `<ellipse cx="${x}" cy="582" rx="${w * 0.9}" ry="10" fill="#F6C46A" opacity=".18"/>`,
      ].join('');
    })
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect y="560" width="${W}" height="115" fill="#2A1D17"/>`,
    `<rect y="558" width="${W}" height="4" fill="#5A4030" opacity=".7"/>`,
    shapes,
    `<circle cx="180" cy="610" r="5" fill="${C.terracotta}" opacity=".6"/><circle cx="1080" cy="600" r="4" fill="${C.ochre}" opacity=".5"/>`,
  ].join('');
  return scene('Candles of different heights glowing in a dark room', defs, body, 0.07);
}

function yogaWindowScene(): string {
  const defs =
    linear('wall', [
      [0, '#F1E7D7'],
      [1, '#E6D7BF'],
    ]) +
    linear('sky', [
      [0, '#BFD6EA'],
      [1, '#F6E7CF'],
    ]) +
    linear('floor', [
      [0, '#D7BC95'],
      [1, '#BE9C70'],
    ]) +
    linear('beam', [
      [0, '#FFF8E8', 0.55],
      [1, '#FFF8E8', 0],
    ]);
  const leaves = [
    [-60, 1],
    [-30, 1.15],
    [0, 1.25],
    [28, 1.1],
    [58, 0.95],
    [-90, 0.8],
    [88, 0.8],
  ]
    .map(
      ([rot, s], i) =>
        `<path transform="translate(990 430) rotate(${rot}) scale(${s})" d="M0 0C34 -50 30 -120 0 -170C-30 -120 -34 -50 0 0Z" fill="${i % 2 ? C.teal : '#3E7A63'}"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<path d="M300 470V190A150 150 0 0 1 600 190V470Z" fill="#D9C8AC"/>`,
    `<path d="M318 460V196A132 132 0 0 1 582 196V460Z" fill="url(#sky)"/>`,
    `<path d="M318 380C380 360 440 372 500 356C540 346 570 350 582 352V460H318Z" fill="#E9B99A" opacity=".6"/>`,
    `<path d="M450 64V460M318 300H582" stroke="#D9C8AC" stroke-width="10"/>`,
    `<rect x="290" y="460" width="320" height="18" rx="4" fill="#CDB995"/>`,
    `<path d="M0 520H1200V675H0Z" fill="url(#floor)"/>`,
    `<path d="M318 478L582 478L900 675L40 675Z" fill="url(#beam)"/>`,
    `<path d="M330 560L760 560L880 650L180 650Z" fill="${C.terracotta}"/>`,
    `<path d="M180 650L880 650L880 658L180 658Z" fill="${darker(C.terracotta, 0.25)}"/>`,
    `<ellipse cx="330" cy="560" rx="16" ry="10" fill="${darker(C.terracotta, 0.15)}"/>`,
    `<rect x="800" y="585" width="70" height="40" rx="6" fill="${C.ochre}"/><rect x="800" y="578" width="70" height="10" rx="4" fill="${lighter(C.ochre, 0.25)}"/>`,
    leaves,
    `<path d="M940 430h100l-14 110h-72z" fill="${C.terracotta}"/><rect x="934" y="424" width="112" height="14" rx="4" fill="${darker(C.terracotta, 0.15)}"/>`,
  ].join('');
  return scene('A yoga mat in a pool of light beneath an arched window', defs, body);
}

function crystalsScene(): string {
  const rand = prng(7);
  const defs =
    linear('bg', [
      [0, '#F4EEF4'],
      [1, '#D9E2F0'],
    ]) +
    radial('glow', [
      [0, '#FFFFFF', 0.9],
      [1, '#FFFFFF', 0],
    ]);
  const crystal = (x: number, base: number, w: number, h: number, tone: string, lean: number) => {
    const tip = [x + lean, base - h];
    const l = [x - w / 2, base];
    const r = [x + w / 2, base];
    const shoulderY = base - h * 0.72;
    const ls = [x - w / 2 + lean * 0.7, shoulderY];
    const rs = [x + w / 2 + lean * 0.7, shoulderY];
    const mid = [x + lean * 0.75 + w * 0.05, shoulderY + 8];
    const p = (pts: number[][]) => pts.map((q) => `${r1(q[0]!)} ${r1(q[1]!)}`).join('L');
    return [
      `<path d="M${p([l, ls, mid, [x + w * 0.05, base]])}Z" fill="${lighter(tone, 0.1)}"/>`,
      `<path d="M${p([[x + w * 0.05, base], mid, rs, r])}Z" fill="${darker(tone, 0.18)}"/>`,
      `<path d="M${p([ls, tip, mid])}Z" fill="${lighter(tone, 0.4)}"/>`,
      `<path d="M${p([mid, tip, rs])}Z" fill="${lighter(tone, 0.1)}"/>`,
    ].join('');
  };
  const amethyst = '#8C7BB8';
  const quartz = '#D8E4F0';
  const rose = '#E6B7B0';
  const sparkles = Array.from({ length: 14 }, () => {
    const x = r1(150 + rand() * 900);
    const y = r1(60 + rand() * 300);
    const s = r1(4 + rand() * 8);
    return `<path d="M${x} ${r1(y - s)}L${r1(x + s / 4)} ${r1(y - s / 4)}L${r1(x + s)} ${y}L${r1(x + s / 4)} ${r1(y + s / 4)}L${x} ${r1(y + s)}L${r1(x - s / 4)} ${r1(y + s / 4)}L${r1(x - s)} ${y}L${r1(x - s / 4)} ${r1(y - s / 4)}Z"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="300" r="420" fill="url(#glow)"/>`,
    `<rect y="540" width="${W}" height="135" fill="#E3DCD2"/>`,
    `<ellipse cx="600" cy="560" rx="420" ry="40" fill="#6E6478" opacity=".2"/>`,
    `<path d="M260 560C300 500 420 470 600 480C780 470 900 500 940 560Z" fill="#5E5568"/>`,
    crystal(470, 520, 90, 250, amethyst, -30),
    crystal(560, 515, 110, 330, amethyst, -6),
    crystal(660, 520, 100, 280, '#7A6AA8', 18),
    crystal(745, 525, 80, 190, amethyst, 34),
    crystal(400, 530, 70, 150, '#9C8DC4', -40),
    crystal(900, 590, 90, 220, quartz, 12),
    crystal(970, 600, 60, 140, quartz, 30),
    `<ellipse cx="230" cy="600" rx="85" ry="40" fill="${rose}"/><ellipse cx="214" cy="588" rx="40" ry="16" fill="${lighter(rose, 0.35)}"/>`,
    `<g fill="#FFFFFF" opacity=".85">${sparkles}</g>`,
  ].join('');
  return scene('A cluster of amethyst and clear quartz crystals in soft light', defs, body);
}

function hand(
  mirror: boolean,
  x: number,
  y: number,
  rot: number,
  skin: string,
  sleeve: string,
  scale = 1.7,
): string {
  const finger = darker(skin, 0.12);
  const shape = `<path d="M-40 10C-44 -40 -46 -90 -44 -130C-43 -160 -30 -180 -8 -182C14 -184 32 -168 34 -140L37 -70C46 -86 64 -104 78 -98C92 -92 82 -66 70 -48C56 -24 44 -4 38 10Z" fill="${skin}"/><path d="M-22 -170V-124M-2 -174V-122M16 -168V-122" stroke="${finger}" stroke-width="1.4" stroke-linecap="round" opacity=".7"/><path d="M-52 10H50L56 120H-58Z" fill="${sleeve}"/>`;
  const palm = `<ellipse cx="0" cy="-60" rx="20" ry="24" fill="#FFF3D6" opacity=".16"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${mirror ? -scale : scale} ${scale})">${shape}${palm}</g>`;
}

function reikiScene(): string {
  const rand = prng(11);
  const defs =
    linear(
      'bg',
      [
        [0, '#F3DCC8'],
        [1, '#E7C3A6'],
      ],
      1,
      1,
    ) +
    radial('glow', [
      [0, '#FFF7E2'],
      [0.35, '#FBE3B0', 0.7],
      [1, '#FBE3B0', 0],
    ]);
  const motes = Array.from({ length: 26 }, () => {
    const a = rand() * Math.PI * 2;
    const d = 40 + rand() * 200;
    return `<circle cx="${r1(600 + Math.cos(a) * d)}" cy="${r1(330 + Math.sin(a) * d * 0.8)}" r="${r1(1.5 + rand() * 3.5)}" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="300" r="330" fill="url(#glow)"/>`,
    `<g fill="none" stroke="${C.ochre}" stroke-opacity=".35" stroke-width="2"><circle cx="600" cy="330" r="80"/><circle cx="600" cy="330" r="130" stroke-opacity=".22"/><circle cx="600" cy="330" r="190" stroke-opacity=".12"/></g>`,
    `<g fill="#FFF6DC">${motes}</g>`,
    hand(false, 440, 700, -14, '#D9A47E', C.teal),
    hand(true, 760, 700, 14, '#C98F6A', C.terracotta),
  ].join('');
  return scene('Two open hands offering warmth towards a soft glow of light', defs, body);
}

function rooftopsScene(): string {
  const defs =
    linear('sky', [
      [0, '#F7E6CB'],
      [1, '#F2C8A2'],
    ]) +
    radial('sun', [
      [0, '#FFF3D2'],
      [1, '#FFF3D2', 0],
    ]);
  const facades = ['#F4E9D8', '#EFCF9E', '#E8B9A5', '#C9D8EC', '#F3DDB0', '#EDE1CF', '#D9A68C'];
  const row = (baseY: number, minH: number, maxH: number, fade: number, seed: number) => {
    const r = prng(seed);
    let x = -20;
    const parts: string[] = [];
    while (x < W + 20) {
      const w = 70 + Math.floor(r() * 90);
      const h = minH + Math.floor(r() * (maxH - minH));
      const top = baseY - h;
      const colour = mix(facades[Math.floor(r() * facades.length)]!, '#F2D3B6', fade);
      const roof = mix(C.terracotta, '#F2D3B6', fade);
      parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h + 200}" fill="${colour}"/>`);
      parts.push(
        `<path d="M${x - 6} ${top}L${x + w / 2} ${top - 22 - r() * 14}L${x + w + 6} ${top}Z" fill="${roof}"/>`,
      );
      if (fade < 0.5) {
        for (let wy = top + 18; wy < baseY - 10; wy += 34) {
          for (let wx = x + 14; wx < x + w - 20; wx += 28) {
            if (r() < 0.8) parts.push(`<rect x="${wx}" y="${wy}" width="12" height="18" rx="2"/>`);
          }
        }
      }
      x += w;
    }
    return parts.join('');
  };
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="300" cy="220" r="220" fill="url(#sun)"/>`,
    `<circle cx="300" cy="220" r="52" fill="#FFF1CC"/>`,
    `<rect y="300" width="${W}" height="60" fill="${C.azulejoLight}" opacity=".8"/>`,
    `<g opacity=".9">${row(380, 40, 90, 0.6, 3)}</g>`,
    `<g><rect x="820" y="170" width="50" height="170" fill="#EDE3D2"/><rect x="960" y="170" width="50" height="170" fill="#EDE3D2"/><path d="M812 170L845 128L878 170ZM952 170L985 128L1018 170Z" fill="#D7C8B2"/><rect x="860" y="230" width="110" height="110" fill="#F1E8DA"/><path d="M870 230A45 45 0 0 1 960 230Z" fill="#E2D6C2"/></g>`,
    `<g fill="#5C4A40" opacity=".55">${row(500, 80, 150, 0.25, 5)}</g>`,
    `<g fill="#3E3029" opacity=".8">${row(675, 90, 170, 0, 9)}</g>`,
    `<g fill="none" stroke="#6B4A45" stroke-width="2.5" stroke-linecap="round"><path d="M560 120q9 -7 18 0q9 -7 18 0"/><path d="M610 150q7 -6 14 0q7 -6 14 0"/></g>`,
  ].join('');
  return scene('Morning light over the rooftops of Alfama and the river', defs, body);
}

function coastScene(): string {
  const defs =
    linear('sky', [
      [0, '#D6E6EE'],
      [1, '#F6EADA'],
    ]) +
    linear('sea', [
      [0, '#4F8AA0'],
      [1, '#1E5B5A'],
    ]) +
    linear('rock', [
      [0, '#C9A57A'],
      [1, '#8F6A48'],
    ]);
  const foam = Array.from({ length: 6 }, (_, i) => {
    const y = 440 + i * 34;
    return `<path d="M${560 + i * 40} ${y}q40 -10 80 0t80 0t80 0t80 0" />`;
  }).join('');
  const stripes = [0, 1, 2, 3]
    .map((i) => `<rect x="262" y="${196 + i * 34}" width="44" height="14" fill="${C.azulejo}"/>`)
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="920" cy="150" r="60" fill="#FFF6E0" opacity=".9"/>`,
    `<rect y="360" width="${W}" height="315" fill="url(#sea)"/>`,
    `<path d="M0 360H1200" stroke="#F6EADA" stroke-width="2" opacity=".6"/>`,
    `<g fill="none" stroke="#F6F1E6" stroke-width="3" stroke-linecap="round" opacity=".55">${foam}</g>`,
    `<path d="M700 675C800 600 950 560 1200 540V675Z" fill="#EAD6B4"/>`,
    `<path d="M700 675C800 610 950 575 1200 556" fill="none" stroke="#FBF7F0" stroke-width="6" opacity=".8"/>`,
    `<path d="M0 330L120 320L200 340L330 350L420 400L470 470L440 560L380 675H0Z" fill="url(#rock)"/>`,
    `<path d="M0 420L150 430L260 480L300 560L250 675H0Z" fill="#7A5A3E" opacity=".6"/>`,
    `<rect x="262" y="180" width="44" height="160" fill="#FBF7F0"/>`,
    stripes,
    `<rect x="256" y="168" width="56" height="14" fill="#E9E2D6"/><rect x="268" y="146" width="32" height="22" fill="#F6E7B8"/><path d="M264 146L284 126L304 146Z" fill="${C.terracotta}"/>`,
    `<rect x="210" y="334" width="150" height="16" fill="#EFE7DA"/>`,
  ].join('');
  return scene('The Atlantic coast at Cascais with a striped lighthouse', defs, body);
}

function stonesScene(): string {
  const defs =
    linear('bg', [
      [0, C.offWhite],
      [1, '#EADDC8'],
    ]) +
    radial(
      'stone',
      [
        [0, '#6A6864'],
        [1, '#2F2E2C'],
      ],
      0.35,
      0.3,
      0.8,
    );
  const stones: [number, number, number][] = [
    [600, 520, 150],
    [604, 448, 122],
    [598, 388, 98],
    [603, 338, 74],
    [600, 298, 52],
  ];
  const stack = stones
    .map(
      ([x, y, rx]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${r1(rx * 0.32)}" fill="url(#stone)"/><ellipse cx="${x - rx * 0.25}" cy="${r1(y - rx * 0.12)}" rx="${r1(rx * 0.35)}" ry="${r1(rx * 0.07)}" fill="#FFFFFF" opacity=".18"/>`,
    )
    .join('');
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = 860 + t * 240;
    const y = 560 - Math.sin(t * Math.PI) * 90 - t * 60;
    return `<ellipse cx="${r1(x + (i % 2 ? 22 : -22))}" cy="${r1(y)}" rx="22" ry="17" fill="${i % 3 ? C.sage : '#A7B8A0'}" stroke="#8FA291" stroke-width="1.5"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="360" r="300" fill="${C.sandLight}"/>`,
    `<rect y="560" width="${W}" height="115" fill="#E2D1B6"/>`,
    `<rect x="120" y="560" width="380" height="70" rx="14" fill="${C.offWhite}"/><rect x="120" y="582" width="380" height="10" fill="${C.terracottaLight}"/><rect x="120" y="600" width="380" height="5" fill="${C.terracottaLight}"/><rect x="120" y="620" width="380" height="10" rx="5" fill="#E9E0D1"/>`,
    `<ellipse cx="600" cy="566" rx="170" ry="18" fill="#3A2E24" opacity=".2"/>`,
    stack,
    `<path d="M860 600C900 520 1000 470 1110 440" fill="none" stroke="#7F9578" stroke-width="4"/>`,
    leaves,
    `<rect x="210" y="470" width="52" height="90" rx="10" fill="${C.ochreLight}" opacity=".9"/><rect x="222" y="446" width="28" height="26" rx="4" fill="${C.teal}"/><rect x="210" y="500" width="52" height="60" rx="10" fill="${C.ochre}" opacity=".55"/>`,
  ].join('');
  return scene('Smooth massage stones stacked beside a folded towel and eucalyptus', defs, body);
}

function gardenScene(): string {
  const rand = prng(31);
  const defs =
    linear('bg', [
      [0, '#EEF1E4'],
      [1, '#DCE5D2'],
    ]) +
    radial('sun', [
      [0, '#FFFBEA'],
      [1, '#FFFBEA', 0],
    ]);
  const greens = ['#1E5B5A', '#3E7A63', '#5E8C6A', '#7FA27F', '#2F6A55'];
  const frond = (x: number, y: number, rot: number, len: number, colour: string) => {
    const leaflets: string[] = [];
    for (let i = 1; i <= 9; i++) {
      const t = i / 10;
      const lx = r1(t * len);
      const size = r1(len * 0.28 * Math.sin(t * Math.PI) + 10);
      leaflets.push(
        `<path d="M${lx} 0Q${r1(lx + size * 0.4)} ${-size} ${r1(lx + size * 0.9)} ${r1(-size * 1.1)}Q${r1(lx + size * 0.5)} ${r1(-size * 0.3)} ${lx} 0Z"/>`,
      );
      leaflets.push(
        `<path d="M${lx} 0Q${r1(lx + size * 0.4)} ${size} ${r1(lx + size * 0.9)} ${r1(size * 1.1)}Q${r1(lx + size * 0.5)} ${r1(size * 0.3)} ${lx} 0Z"/>`,
      );
    }
    return `<g transform="translate(${x} ${y}) rotate(${rot})" fill="${colour}"><path d="M0 0Q${len / 2} -12 ${len} 0" stroke="${colour}" stroke-width="4" fill="none"/>${leaflets.join('')}</g>`;
  };
  const fronds = [
    frond(-40, 120, 20, 420, greens[0]!),
    frond(-30, 420, -25, 380, greens[1]!),
    frond(1240, 80, 160, 430, greens[2]!),
    frond(1250, 380, 200, 400, greens[0]!),
    frond(1220, 640, 215, 360, greens[4]!),
    frond(-20, 660, -40, 340, greens[3]!),
    frond(600, 720, -100, 260, greens[1]!),
    frond(560, -40, 80, 220, greens[3]!),
  ].join('');
  const dapple = Array.from({ length: 16 }, () => {
    return `<ellipse cx="${r1(250 + rand() * 700)}" cy="${r1(420 + rand() * 220)}" rx="${r1(20 + rand() * 40)}" ry="${r1(6 + rand() * 10)}"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="620" cy="280" r="340" fill="url(#sun)"/>`,
    `<path d="M380 675C460 560 520 470 600 420C680 470 740 560 820 675Z" fill="#E9DCC4"/>`,
    `<g fill="#FFFBEA" opacity=".35">${dapple}</g>`,
    `<path d="M530 430h140v10h-140zM545 440h8v40h-8zM647 440h8v40h-8z" fill="#8B6B4E" opacity=".7"/>`,
    fronds,
  ].join('');
  return scene('Palm fronds framing a sunlit path in a tropical garden', defs, body);
}

function certificate(): string {
  const defs =
    linear(
      'paper',
      [
        [0, C.offWhite],
        [1, '#F1E8D8'],
      ],
      1,
      1,
    ) + grain(800, 560, 0.06).def;
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${220 + i * 20}" y="${330 + i * 28}" width="${360 - i * 40}" height="8" rx="4" fill="#CFC2AE"/>`,
    )
    .join('');
  const body = [
    `<rect width="800" height="560" fill="url(#paper)"/>`,
    `<rect x="28" y="28" width="744" height="504" fill="none" stroke="${C.teal}" stroke-width="3"/>`,
    `<rect x="40" y="40" width="720" height="480" fill="none" stroke="${C.ochre}" stroke-width="1.5"/>`,
    `<text x="400" y="150" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="44" fill="${C.tealDeep}">Certificate</text>`,
    `<text x="400" y="196" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="#6B5B4A" font-style="italic">of completed practitioner training</text>`,
    `<text x="400" y="268" text-anchor="middle" font-family="Georgia, serif" font-size="16" fill="#8A7A68">Sample document for the Luz demo</text>`,
    lines,
    `<circle cx="640" cy="440" r="44" fill="${C.terracotta}"/><circle cx="640" cy="440" r="34" fill="none" stroke="${C.terracottaLight}" stroke-width="2"/><path d="M616 478L604 520L626 508L640 524L646 482Z" fill="${darker(C.terracotta, 0.2)}"/>`,
    `<path d="M120 470H320" stroke="#8A7A68" stroke-width="1.5"/><text x="220" y="494" text-anchor="middle" font-family="Georgia, serif" font-size="13" fill="#8A7A68">Signature</text>`,
    grain(800, 560, 0.06).layer,
  ].join('');
  return svg(800, 560, 'Sample training certificate', defs, body);
}

// --- Write ---------------------------------------------------------------------------------------

const SCENES: Record<string, () => string> = {
  gong: gongScene,
  'singing-bowls': bowlsScene,
  'tagus-sunrise': tagusScene,
  azulejo: azulejoScene,
  candles: candlesScene,
  'yoga-window': yogaWindowScene,
  crystals: crystalsScene,
  'reiki-hands': reikiScene,
  'alfama-rooftops': rooftopsScene,
  'atlantic-coast': coastScene,
  'massage-stones': stonesScene,
  'tropical-garden': gardenScene,
};

function write(path: string, content: string): number {
  const full = join(ROOT, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  return Buffer.byteLength(content);
}

let largestPortrait = 0;
PORTRAITS.forEach((p, i) => {
  largestPortrait = Math.max(
    largestPortrait,
    write(`guides/guide-${String(i + 1).padStart(2, '0')}.svg`, portrait(p)),
  );
});
const sceneSizes = Object.entries(SCENES).map(
  ([name, make]) => `${name} ${write(`sessions/${name}.svg`, make())} B`,
);
const certificateSize = write('certificates/sample-certificate.svg', certificate());
console.log(`${PORTRAITS.length} portraits (largest ${largestPortrait} B)`);
console.log(`${sceneSizes.length} scenes: ${sceneSizes.join(', ')}`);
console.log(`certificate ${certificateSize} B`);

import { placeName } from './place-name';

/**
 * Where a guide works: one list of Lisbon-area places, each in an area explore filters by. A guide
 * chooses their place from it (the application, the sign-up, the profile editor) and the server
 * refuses any other; the place's town becomes the profile's city, so a card reads "Alfama, Lisbon"
 * or "Estoril, Cascais". A session keeps its own address, whatever its guide's place.
 */
export const PLACE_AREAS = [
  { id: 'lisbon-centre', label: 'Lisbon — historic centre' },
  { id: 'lisbon-west', label: 'Lisbon — west' },
  { id: 'lisbon-north-east', label: 'Lisbon — north & east' },
  { id: 'cascais-sintra', label: 'Cascais, Oeiras & Sintra' },
  { id: 'south-of-the-tagus', label: 'South of the Tagus' },
  { id: 'online', label: 'Online' },
] as const;
export type PlaceArea = (typeof PLACE_AREAS)[number];
export type PlaceAreaId = PlaceArea['id'];

export interface Place {
  name: string;
  area: PlaceAreaId;
  /** The town the place belongs to, stored as the profile's city. */
  city: string;
}

const lisbon = (area: PlaceAreaId, names: string[]): Place[] =>
  names.map((name) => ({ name, area, city: 'Lisbon' }));

export const PLACES: readonly Place[] = [
  ...lisbon('lisbon-centre', [
    'Alfama',
    'Baixa',
    'Bairro Alto',
    'Cais do Sodré',
    'Castelo',
    'Chiado',
    'Graça',
    'Intendente',
    'Mouraria',
    'Príncipe Real',
    'São Bento',
    'Sé',
  ]),
  ...lisbon('lisbon-west', [
    'Ajuda',
    'Alcântara',
    'Belém',
    'Campo de Ourique',
    'Estrela',
    'Lapa',
    'Madragoa',
    'Restelo',
    'Santos',
  ]),
  ...lisbon('lisbon-north-east', [
    'Alvalade',
    'Anjos',
    'Areeiro',
    'Arroios',
    'Avenidas Novas',
    'Benfica',
    'Campo Grande',
    'Campolide',
    'Carnide',
    'Lumiar',
    'Marvila',
    'Olivais',
    'Parque das Nações',
    'Penha de França',
    'Saldanha',
    'Telheiras',
  ]),
  { name: 'Carcavelos', area: 'cascais-sintra', city: 'Cascais' },
  { name: 'Cascais', area: 'cascais-sintra', city: 'Cascais' },
  { name: 'Colares', area: 'cascais-sintra', city: 'Sintra' },
  { name: 'Ericeira', area: 'cascais-sintra', city: 'Mafra' },
  { name: 'Estoril', area: 'cascais-sintra', city: 'Cascais' },
  { name: 'Oeiras', area: 'cascais-sintra', city: 'Oeiras' },
  { name: 'Parede', area: 'cascais-sintra', city: 'Cascais' },
  { name: 'Sintra', area: 'cascais-sintra', city: 'Sintra' },
  { name: 'Almada', area: 'south-of-the-tagus', city: 'Almada' },
  { name: 'Barreiro', area: 'south-of-the-tagus', city: 'Barreiro' },
  { name: 'Costa da Caparica', area: 'south-of-the-tagus', city: 'Almada' },
  { name: 'Palmela', area: 'south-of-the-tagus', city: 'Palmela' },
  { name: 'Seixal', area: 'south-of-the-tagus', city: 'Seixal' },
  { name: 'Sesimbra', area: 'south-of-the-tagus', city: 'Sesimbra' },
  { name: 'Setúbal', area: 'south-of-the-tagus', city: 'Setúbal' },
  // A guide who meets seekers only online: a card reads "Online".
  { name: 'Online', area: 'online', city: 'Online' },
];

export const PLACE_NAMES = PLACES.map((place) => place.name) as [string, ...string[]];

export const PLACE_MESSAGES = {
  required: /*i18n*/ 'contract.places.required',
  unknown: /*i18n*/ 'contract.places.unknown',
} as const;

const byName = new Map(PLACES.map((place) => [place.name, place]));

/** The place of that exact name (as stored), or undefined for anything not in the list. */
export function placeOf(name: string | null | undefined): Place | undefined {
  return name ? byName.get(name) : undefined;
}

/** The place a visitor typed, whatever its case and accents ("alfama", "Belem"), or undefined. */
export function placeNamed(text: string | null | undefined): Place | undefined {
  const wanted = text ? foldedName(text) : '';
  return wanted ? PLACES.find((place) => foldedName(place.name) === wanted) : undefined;
}

function foldedName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/** The area of that id, or undefined. */
export function areaOf(id: string | null | undefined): PlaceArea | undefined {
  return PLACE_AREAS.find((area) => area.id === id);
}

/** The names of the places in an area, in the list's order. */
export function placesIn(area: PlaceAreaId): string[] {
  return PLACES.filter((place) => place.area === area).map((place) => place.name);
}

/** The areas with their places, as a select's groups. */
export const PLACE_GROUPS = PLACE_AREAS.map((area) => ({ ...area, places: placesIn(area.id) }));

/** How a place reads on a card or a profile: "Alfama, Lisbon", "Estoril, Cascais", "Cascais", "Online". */
export function placeLabel(name: string): string {
  const place = placeOf(name);
  return place ? placeName(place.name, place.city) : name;
}

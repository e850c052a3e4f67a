/**
 * What a province's card says (kit/map/ProvinceCard.vue shows it on hover and
 * keyboard focus) and where it goes. A game builds the card from its board
 * model and the decision's own legal options (`provinceCard` in its board
 * folder); the kit only lays it out.
 */
import { computed, type ComputedRef } from 'vue';
export interface ProvinceCardRow {
  /** What the row is about ("Forces", "Army 1"); empty: a plain line. */
  label: string;
  text: string;
}

export interface ProvinceCardData {
  title: string;
  /** Who holds it ("Held by Hanako", "Empty"), with their colour (CSS) as a swatch. */
  owner: string;
  ownerColor?: string;
  rows: ProvinceCardRow[];
  /** What the current decision may do here ("March here: army 1"), from the decision's legal options only. */
  may: string[];
  /**
   * The chance of the attacks the decision may make here ("Attack from Echigo: 62% to win"), each computed by the
   * game's engine (its public.ts) from the seat's view; absent where the game's battles give no odds from it.
   */
  odds?: string[];
  /** How to read the marks drawn on the map ("L2•• = daimyo's level 2, two …"). */
  legend?: string;
}

/**
 * A province's card as one line of words: what its button says to a keyboard or screen-reader player, so it says what
 * a sighted player reads on hover (title, holder, rows, what the decision may do there; not the odds or the legend).
 */
export const cardWords = (c: ProvinceCardData): string => [c.title, c.owner, ...c.rows.map((r) => (r.label ? `${r.label}: ${r.text}` : r.text)), ...c.may].join(', ');

/**
 * A chance (0..1) as a whole percent for a card line: never "0" or "100" unless it is certain, since a sampled
 * chance of 0.3% or 99.7% is neither (shown "<1" and ">99").
 */
export function percentOf(chance: number): string {
  const n = Math.round(chance * 100);
  if (n === 0 && chance > 0) return '<1';
  if (n === 100 && chance < 1) return '>99';
  return String(n);
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Where the card goes: beside the province's point (right and below), flipped
 * to the other side where it would leave the frame, and always inside it
 * (`margin` from its edges). Returns the card's top-left corner.
 */
export function placeCard(anchor: readonly [number, number], card: Size, frame: Size, gap = 18, margin = 8): [number, number] {
  const fits = (x: number, y: number): boolean => x >= margin && y >= margin && x + card.width <= frame.width - margin && y + card.height <= frame.height - margin;
  const [ax, ay] = anchor;
  const candidates: [number, number][] = [
    [ax + gap, ay + gap],
    [ax - gap - card.width, ay + gap],
    [ax + gap, ay - gap - card.height],
    [ax - gap - card.width, ay - gap - card.height],
  ];
  const spot = candidates.find(([x, y]) => fits(x, y)) ?? candidates[0]!;
  const clamp = (v: number, size: number, room: number): number => Math.max(margin, Math.min(room - margin - size, v));
  return [clamp(spot[0], card.width, frame.width), clamp(spot[1], card.height, frame.height)];
}

/**
 * A board's provinces as MapCanvas reads them, from the provinces of its model: what each one's button says, and its
 * card (the board gives both from one province of its model).
 */
export function provinceReadings<P extends { id: string }>(
  list: () => readonly P[],
  text: (p: P) => string,
  card: (p: P) => ProvinceCardData | null,
): { provinces: ComputedRef<{ id: string; text: string }[]>; cardOf: (id: string) => ProvinceCardData | null } {
  const provinces = computed(() => list().map((p) => ({ id: p.id, text: text(p) })));
  const byId = computed(() => new Map(list().map((p) => [p.id, p] as const)));
  return { provinces, cardOf: (id) => (byId.value.has(id) ? card(byId.value.get(id)!) : null) };
}

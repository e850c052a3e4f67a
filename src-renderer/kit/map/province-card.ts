/**
 * What a province's card says (kit/map/ProvinceCard.vue shows it on hover and
 * keyboard focus) and where it goes. A game builds the card from its board
 * model and the decision's own legal options (`provinceCard` in its board
 * folder); the kit only lays it out.
 */
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
  /** How to read the marks drawn on the map ("L2•• = daimyo's level 2, two …"). */
  legend?: string;
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

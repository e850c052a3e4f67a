/**
 * The dice tray's plan, independent of any drawing: where each die lands
 * (groups by side and unit type, each group labelled), and how it tumbles
 * there. The values are the engine's: the tray is handed them and never
 * draws a result of its own. The tumbling only looks random: its faces and
 * paths come from a small hash of the values and the die's place, so the
 * same roll always plays the same way (and screenshots do not flicker).
 */

export type DieSides = 4 | 6 | 8 | 10 | 12 | 20;
export const DIE_SIDES: readonly DieSides[] = [4, 6, 8, 10, 12, 20];

/** One kind of die thrown by one side for one unit type (e.g. Oda's bowmen, 6 d12). */
export interface DiceGroup {
  id: string;
  /** The side that threw them (groups of one side stand together). */
  side: string;
  /** Shown above the group (e.g. "Bowmen"). */
  label: string;
  sides: DieSides;
  /** The engine's roll, one value per die (1..sides). */
  values: readonly number[];
  /** Which dice hit, as the engine decided (same length as values); none marked when absent. */
  hits?: readonly boolean[];
}

export interface PlacedDie {
  group: number;
  index: number;
  sides: DieSides;
  value: number;
  hit: boolean;
  /** Where it comes to rest (tray pixels, centre). */
  x: number;
  y: number;
  /** Where it is thrown in from, and the turn it makes on the way (radians). */
  fromX: number;
  fromY: number;
  turn: number;
  /** When it starts and stops tumbling, as fractions of the roll (0..1). */
  start: number;
  end: number;
  /** The faces it shows while tumbling, the last one its value. */
  faces: number[];
}

export interface PlacedGroup {
  group: DiceGroup;
  /** The label's bottom-left corner: the label is one line (LABEL_HEIGHT) above `y`, the dice below it. */
  x: number;
  y: number;
  width: number;
  hits: number;
}

export interface TrayPlan {
  dice: PlacedDie[];
  groups: PlacedGroup[];
  /** Per side, in the order sides first appear: its name, the column's left edge and its hits. */
  sides: { side: string; x: number; hits: number }[];
  width: number;
  height: number;
}

export const DIE_SIZE = 44;
const GAP = 12;
/** A group label's one line (DiceTray.vue keeps it one line: it never wraps onto the dice). */
export const LABEL_HEIGHT = 24;
/** How far a hit's ring reaches from a die's centre (dice-scene.ts draws it). */
export const HIT_RING = DIE_SIZE * 0.72;
/** Between a label and its dice: room for the top row's hit rings, which must not cover the label. */
const LABEL_GAP = Math.ceil(HIT_RING - DIE_SIZE / 2) + 2;
const GROUP_GAP = 18;
const SIDE_GAP = 36;
const MARGIN = 20;

/** A 32-bit FNV-1a style hash: the tumbling's only source of "chance", fixed by the values. */
export function hashValues(parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p & 0xffff;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= p >>> 16;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A tiny deterministic sequence (xorshift32) from a seed: for the look only. */
function sequence(seed: number): () => number {
  let s = seed || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

/** Checks a roll as handed over: each value a face of its die, hits as long as the values. */
export function checkGroups(groups: readonly DiceGroup[]): string | null {
  for (const g of groups) {
    if (!DIE_SIDES.includes(g.sides)) return `${g.id}: no d${g.sides}`;
    const bad = g.values.find((v) => !Number.isInteger(v) || v < 1 || v > g.sides);
    if (bad !== undefined) return `${g.id}: ${bad} is not a face of a d${g.sides}`;
    if (g.hits && g.hits.length !== g.values.length) return `${g.id}: ${g.hits.length} hit marks for ${g.values.length} dice`;
  }
  return null;
}

/**
 * Lays the groups out in a tray `width` pixels wide: one column per side
 * (side by side when they fit, else one under the other), each group a
 * labelled block of dice in rows.
 */
export function planTray(groups: readonly DiceGroup[], width: number): TrayPlan {
  const problem = checkGroups(groups);
  if (problem) throw new Error(`dice tray: ${problem}`);
  const sideNames = [...new Set(groups.map((g) => g.side))];
  const columns = Math.max(1, sideNames.length);
  const sideBySide = columns > 1 && (width - 2 * MARGIN - (columns - 1) * SIDE_GAP) / columns >= 3 * (DIE_SIZE + GAP);
  const columnWidth = sideBySide ? (width - 2 * MARGIN - (columns - 1) * SIDE_GAP) / columns : width - 2 * MARGIN;
  const perRow = Math.max(1, Math.floor((columnWidth + GAP) / (DIE_SIZE + GAP)));
  const seed = hashValues(groups.flatMap((g) => [g.sides, ...g.values]));
  const random = sequence(seed);
  const dice: PlacedDie[] = [];
  const placed: PlacedGroup[] = [];
  const sides: TrayPlan['sides'] = [];
  let stackedTop = MARGIN;
  let height = 0;
  const count = groups.reduce((n, g) => n + g.values.length, 0);
  let order = 0;
  sideNames.forEach((side, column) => {
    const left = sideBySide ? MARGIN + column * (columnWidth + SIDE_GAP) : MARGIN;
    let top = sideBySide ? MARGIN : stackedTop;
    let sideHits = 0;
    groups.forEach((group, gi) => {
      if (group.side !== side) return;
      const hits = group.hits?.filter(Boolean).length ?? 0;
      sideHits += hits;
      placed.push({ group, x: left, y: top + LABEL_HEIGHT, width: columnWidth, hits });
      top += LABEL_HEIGHT + LABEL_GAP;
      group.values.forEach((value, index) => {
        const row = Math.floor(index / perRow);
        const col = index % perRow;
        const x = left + col * (DIE_SIZE + GAP) + DIE_SIZE / 2;
        const y = top + row * (DIE_SIZE + GAP) + DIE_SIZE / 2;
        // Thrown in from above the tray's near edge, a little to either side; a staggered start.
        const start = count > 1 ? (0.25 * order) / (count - 1) : 0;
        const end = Math.min(1, start + 0.6 + 0.15 * random());
        const tumbles = 5 + Math.floor(random() * 4);
        const faces: number[] = [];
        for (let k = 0; k < tumbles; k++) faces.push(1 + Math.floor(random() * group.sides));
        faces.push(value);
        dice.push({
          group: gi,
          index,
          sides: group.sides,
          value,
          hit: group.hits?.[index] ?? false,
          x,
          y,
          fromX: x + (random() - 0.5) * 160,
          fromY: -DIE_SIZE - random() * 80,
          turn: (random() < 0.5 ? -1 : 1) * (2 + random() * 3) * Math.PI,
          start,
          end,
          faces,
        });
        order++;
      });
      const rows = Math.ceil(group.values.length / perRow);
      top += rows * (DIE_SIZE + GAP) - GAP + GROUP_GAP;
    });
    sides.push({ side, x: left, hits: sideHits });
    height = Math.max(height, top - GROUP_GAP + MARGIN);
    stackedTop = top + SIDE_GAP - GROUP_GAP;
  });
  return { dice, groups: placed, sides, width, height: Math.max(height, 2 * MARGIN + DIE_SIZE) };
}

export interface DiePose {
  x: number;
  y: number;
  rotation: number;
  /** The face shown now. */
  face: number;
  landed: boolean;
}

/** Where a die is at roll time `t` (0..1): falling and turning, flipping faces, then at rest on its value. */
export function poseAt(die: PlacedDie, t: number): DiePose {
  if (t <= die.start) return { x: die.fromX, y: die.fromY, rotation: 0, face: die.faces[0]!, landed: false };
  if (t >= die.end) return { x: die.x, y: die.y, rotation: 0, face: die.value, landed: true };
  const u = (t - die.start) / (die.end - die.start);
  // Ease out, with a small bounce at the end: fast in, settling.
  const ease = 1 - (1 - u) ** 3;
  const bounce = u > 0.7 ? Math.sin(((u - 0.7) / 0.3) * Math.PI) * 6 * (1 - u) : 0;
  const face = die.faces[Math.min(die.faces.length - 1, Math.floor(u * die.faces.length))]!;
  return { x: die.fromX + (die.x - die.fromX) * ease, y: die.fromY + (die.y - die.fromY) * ease - bounce, rotation: die.turn * (1 - ease), face, landed: false };
}

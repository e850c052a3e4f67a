/**
 * The cut-away of Henn's cube tower, in millimetres, y pointing down.
 *
 * The real tower is a cardboard shaft with inner ledges. Ours: a funnel, a
 * shaft with three sloped baffles in a zig-zag, each ending in a low lip, and
 * an open bottom over the tray. A cube sliding down a baffle either hops the
 * lip (and falls on) or stops in the pocket in front of it; a later cube
 * sliding down hits the lodged ones from behind and can push them over the
 * lip. That is the mechanism of the board game: cubes lodge, and later throws
 * knock them out.
 *
 * Cubes collide as discs of radius CUBE_RADIUS (no rotation in the dynamics,
 * so the stepping needs only + - * / and sqrt, which IEEE 754 makes
 * bit-identical everywhere). The renderer may spin them for the look.
 */

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface TowerGeometry {
  width: number;
  /** Bottom of the shaft: a cube whose centre passes below `exitY` is out. */
  exitY: number;
  /** Where thrown cubes start: rows from x0 to x1, the first at y0, further rows stacked above. */
  spawn: { x0: number; x1: number; y0: number; y1: number };
  walls: Segment[];
  /** Only for drawing: the baffles (subset of walls) and the tray. */
  baffles: Segment[];
  tray: { x0: number; x1: number; y: number };
}

/** Real Shogun cubes are about 9 mm; the disc stands for the cube. */
export const CUBE_RADIUS = 4.5;

const W = 64;
const BAFFLE_DROP = 20;
const LIP = 4.2;

function baffle(fromLeft: boolean, y: number, reach: number, lip: number, flat = 0): Segment[] {
  const dir = fromLeft ? 1 : -1;
  const x0 = fromLeft ? 0 : W;
  const xs = x0 + dir * (reach - flat);
  const x1 = x0 + dir * reach;
  const yb = y + BAFFLE_DROP;
  return [
    { x1: x0, y1: y, x2: xs, y2: yb },
    ...(flat > 0 ? [{ x1: xs, y1: yb, x2: x1, y2: yb }] : []),
    { x1: x1, y1: yb, x2: x1, y2: yb - lip },
  ];
}

/** A shelf on a wall: `side` 'left' or 'right', top at `y`, `width` into the shaft, a lip of `lip` mm at its edge. */
export interface Shelf {
  side: 'left' | 'right';
  y: number;
  width: number;
  lip: number;
}

function shelfWalls(s: Shelf): Segment[] {
  const x0 = s.side === 'left' ? 0 : W;
  const x1 = s.side === 'left' ? s.width : W - s.width;
  return [
    { x1: x0, y1: s.y, x2: x1, y2: s.y },
    { x1, y1: s.y, x2: x1, y2: s.y - s.lip },
  ];
}

/** The tower with given lip heights (mm) on its three baffles; for calibration. */
export function towerWithLips(lips: readonly number[], shelf = 10, shelfLip = 3): TowerGeometry {
  const shelves: Shelf[] =
    shelf > 0
      ? [
          { side: 'right', y: 84, width: shelf, lip: shelfLip },
          { side: 'left', y: 144, width: shelf, lip: shelfLip },
        ]
      : [];
  return buildTower(lips, shelves);
}

/**
 * The tower: three zig-zag baffles with lips of the given heights, and wall
 * shelves beside the falls, off the main stream: they catch the cubes that
 * bounce to the wall and keep them until a later cube hits them.
 */
export function buildTower(lips: readonly number[], shelves: readonly Shelf[]): TowerGeometry {
  const baffles: Segment[] = [
    ...baffle(true, 40, 40, lips[0] ?? LIP),
    ...baffle(false, 100, 40, lips[1] ?? LIP),
    ...baffle(true, 160, 40, lips[2] ?? LIP),
    ...shelves.flatMap(shelfWalls),
  ];
  return {
    width: W,
    exitY: 250,
    spawn: { x0: 4, x1: W - 4, y0: -40, y1: -40 },
    walls: [
      // funnel
      { x1: -40, y1: -110, x2: 6, y2: -10 },
      { x1: W + 40, y1: -110, x2: W - 6, y2: -10 },
      { x1: 6, y1: -10, x2: 0, y2: 0 },
      { x1: W - 6, y1: -10, x2: W, y2: 0 },
      // shaft
      { x1: 0, y1: 0, x2: 0, y2: 250 },
      { x1: W, y1: 0, x2: W, y2: 250 },
      ...baffles,
    ],
    baffles,
    tray: { x0: -30, x1: W + 60, y: 290 },
  };
}

/**
 * The tower the game uses (calibrated, see docs/tower.md): low 1 mm lips on
 * the baffles, so the stream itself keeps almost nothing, and three 6/6/5 mm
 * wall shelves with 3 mm lips beside the falls, each holding one or two cubes.
 */
export const TOWER: TowerGeometry = buildTower(
  [1, 1, 1],
  [
    { side: 'right', y: 84, width: 6, lip: 3 },
    { side: 'left', y: 144, width: 6, lip: 3 },
    { side: 'right', y: 204, width: 5, lip: 3 },
  ],
);

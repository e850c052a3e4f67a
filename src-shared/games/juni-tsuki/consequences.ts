/**
 * What a move will cost its player before it is sent (issue 22, "consequences
 * said before they happen"). Two rules take pieces without a die or a word:
 *
 * - §7 [S] isolation: a Daimyō in a province without own samurai dies at once
 *   (marching the last group off a Daimyō kills him); the last Daimyō gone,
 *   the player is out (§7 [R]).
 * - §5 [R] ronin: a player's groups on points of provinces with no Daimyō of
 *   his turn ronin when his next month begins (marching away from the Daimyō,
 *   or moving the Daimyō away, leaves them there).
 *
 * `consequencesOf` answers from what the seat's own view holds (positions
 * are public), so the table can ask it before sending; the renderer only puts
 * the answer into words. Only the player's own pieces (and the ally's whose
 * samurai he leads) are named: an enemy's loss needs no warning.
 *
 * Decisions (docs/games/juni-tsuki.md): a move warns of groups it leaves
 * without a Daimyō that were safe before it (the move that does it is the one
 * warned about, once; ending the month repeats nothing). A move waiting for
 * another player's consent or answer is judged as if it goes through.
 */
import { SHADOW_SAMURAI } from './data/reconstruction';
import { hasSamuraiIn, holdsHostage } from './board';
import { POINTS } from './map';
import { RONIN, type Daimyo, type Group, type JuniMove } from './types';
import type { Table } from './flow';

export type JuniConsequence =
  /** §7 [S]: this Daimyō of `owner` dies at once by isolation. */
  | { kind: 'daimyo-dies'; owner: number; daimyo: number; province: number }
  /** §7 [R]: `owner` loses his last Daimyō and is out of the game. */
  | { kind: 'out'; owner: number }
  /** §5 [R]: `samurai` (thousands) of `owner` on these points, counting for `provinces`, turn ronin at his next month. */
  | { kind: 'ronin'; owner: number; provinces: number[]; points: number[]; samurai: number };

interface Positions {
  points: Group[][];
  daimyo: Daimyo[];
}

const copy = (t: Positions): Positions => ({ points: t.points.map((l) => l.map((g) => ({ ...g }))), daimyo: t.daimyo.map((d) => ({ ...d })) });

function take(p: Positions, point: number, owner: number, n: number): number {
  const list = p.points[point]!;
  const g = list.find((x) => x.o === owner);
  if (!g) return 0;
  const k = Math.min(g.n, n);
  g.n -= k;
  if (g.n <= 0) list.splice(list.indexOf(g), 1);
  return k;
}

function add(p: Positions, point: number, owner: number, n: number): void {
  if (n <= 0) return;
  const g = p.points[point]!.find((x) => x.o === owner);
  if (g) g.n += n;
  else p.points[point]!.push({ o: owner, n });
}

function placeDaimyo(p: Positions, id: number | undefined, province: number): void {
  const d = p.daimyo.find((x) => x.id === id);
  if (d) d.province = province;
}

/** The pieces after the move, for the moves that shift samurai or a Daimyō without a die; null for the rest. */
function after(t: Table, seat: number, m: JuniMove): Positions | null {
  const p = copy(t);
  switch (m.type) {
    case 'march':
      add(p, m.to, m.owner ?? seat, take(p, m.from, m.owner ?? seat, m.count));
      return p;
    case 'wind-group':
      add(p, m.path[m.path.length - 1]!, seat, take(p, m.from, seat, Infinity));
      return p;
    case 'water':
      add(p, m.to, seat, take(p, m.from, seat, Infinity));
      return p;
    case 'province-move':
    case 'wind-piece':
      if (m.piece === 'daimyo') placeDaimyo(p, m.daimyo, m.path[m.path.length - 1]!);
      return p;
    case 'water-piece':
      if (m.piece === 'daimyo') placeDaimyo(p, m.daimyo, m.to);
      return p;
    case 'convert': {
      const at = t.players[seat]?.shadow;
      if (at === null || at === undefined) return null;
      add(p, at, seat, SHADOW_SAMURAI);
      return p;
    }
    case 'earth':
      p.points[m.point] = [];
      return p;
    default:
      return null;
  }
}

/** §7: the Daimyō stands among own samurai, or among an ally's (a player in the game holding his hostage, §6). */
function guarded(t: Table, p: Positions, d: Daimyo): boolean {
  const at = { ...t, points: p.points };
  if (hasSamuraiIn(at, d.owner, d.province)) return true;
  return t.players.some((pl, o) => !pl.out && o !== d.owner && holdsHostage(t, o, d.owner) && hasSamuraiIn(at, o, d.province));
}

/** §5 [R]: the owner's groups standing where none of their points' provinces holds a Daimyō of his (entry points never). */
function doomed(p: Positions, owner: number): Map<number, number> {
  const out = new Map<number, number>();
  p.points.forEach((list, pt) => {
    const provs = POINTS[pt]!.provinces;
    if (provs.length === 0) return;
    const n = list.find((g) => g.o === owner)?.n ?? 0;
    if (n > 0 && !provs.some((pv) => p.daimyo.some((d) => d.owner === owner && d.province === pv))) out.set(pt, n);
  });
  return out;
}

/**
 * The irreversible consequences of `m` for `seat` (and for the ally whose samurai he leads), read from a table the
 * seat may see (its view). Empty when the move costs nothing of the kind or cannot be judged without a die.
 */
export function consequencesOf(t: Table, seat: number, m: JuniMove): JuniConsequence[] {
  const before: Positions = { points: t.points, daimyo: t.daimyo };
  const p = after(t, seat, m);
  if (!p) return [];
  const owners = [...new Set([seat, m.type === 'march' && m.owner !== undefined ? m.owner : seat])].filter((o) => o !== RONIN && !t.players[o]?.out);
  const out: JuniConsequence[] = [];
  for (const owner of owners) {
    // Isolation at once: Daimyō guarded before the move and not after it.
    const dying = p.daimyo.filter((d) => d.owner === owner && !guarded(t, p, d) && guarded(t, before, before.daimyo.find((x) => x.id === d.id)!));
    for (const d of dying) out.push({ kind: 'daimyo-dies', owner, daimyo: d.id, province: d.province });
    p.daimyo = p.daimyo.filter((d) => !dying.includes(d));
    if (dying.length > 0 && !p.daimyo.some((d) => d.owner === owner)) {
      out.push({ kind: 'out', owner });
      continue;
    }
    // Ronin at the owner's next month: groups the move leaves without a Daimyō.
    const was = doomed(before, owner);
    const now = doomed(p, owner);
    const byPlace = new Map<string, { provinces: number[]; points: number[]; samurai: number }>();
    for (const [pt, n] of now) {
      if (was.has(pt) && (was.get(pt) ?? 0) >= n) continue;
      const provinces = [...POINTS[pt]!.provinces];
      const key = provinces.join('-');
      const e = byPlace.get(key) ?? { provinces, points: [], samurai: 0 };
      e.points.push(pt);
      e.samurai += n;
      byPlace.set(key, e);
    }
    for (const e of byPlace.values()) out.push({ kind: 'ronin', owner, ...e });
  }
  return out;
}

/**
 * A fast copy of a state or view (plain JSON): the kernel clones the state once per move (defineRuleset `clone`)
 * and the bots try every candidate move on the engine; structuredClone is several times slower on the 263 point
 * lists. A new state field must be copied here too (the contract test checks apply leaves its input unchanged).
 *
 * The point lists are copied on write: a copy shares its parent's lists (and their groups) until it first changes
 * one, through `ownPoint`. A move changes a handful of the 263 lists, and copying all of them was most of a Normal
 * bot's time (the profile: a third in the garbage collector). Every change of a list or of a group in it goes
 * through `ownPoint` (changes.ts, battle.ts, months.ts); assigning a fresh list (`s.points[p] = []`) needs nothing.
 */
import type { Battle, Group, Interrupt, JuniState } from './types';
import type { Table } from './flow';

/**
 * On a `points` array: which of its lists this copy made itself (changing them touches no other state). A symbol
 * key: JSON, structuredClone and the state hash never see it, and a copy (slice) starts without it.
 */
const OWNED = Symbol('owned point lists');
type Points = Group[][] & { [OWNED]?: Uint8Array };

/** The list of samurai groups on a point, safe to change in place: copied (with its groups) on the first change. */
export function ownPoint(s: Pick<Table, 'points'>, point: number): Group[] {
  const points = s.points as Points;
  const owned = (points[OWNED] ??= new Uint8Array(points.length));
  if (!owned[point]) {
    owned[point] = 1;
    points[point] = points[point]!.map((g) => ({ o: g.o, n: g.n }));
  }
  return points[point]!;
}

function cloneBattle(b: Battle): Battle {
  return { ...b, attackers: b.attackers.map((g) => ({ ...g })), defenders: b.defenders.map((g) => ({ ...g })), refused: b.refused.map((g) => ({ ...g })) };
}

function cloneInterrupt(it: Interrupt | null): Interrupt | null {
  if (!it) return null;
  if (it.kind === 'defend' || it.kind === 'press') return { ...it, battle: cloneBattle(it.battle) };
  if (it.kind === 'join') return { ...it, battle: cloneBattle(it.battle), group: { ...it.group } };
  if (it.kind === 'permit') return { ...it, move: { ...it.move, path: it.move.path.slice() }, ask: it.ask.slice() };
  if (it.kind === 'answer') {
    const out = { ...it, play: { ...it.play, action: { ...it.play.action } } };
    if (it.resume) out.resume = { ...it.resume, battle: cloneBattle(it.resume.battle) };
    return out;
  }
  return { ...it };
}

/** The Table fields copied; the caller adds its own (rng, decks, view extras). */
export function cloneTable<T extends Table>(s: T): T {
  return {
    ...s,
    options: { ...s.options },
    order: s.order.slice(),
    turn: { ...s.turn },
    interrupt: cloneInterrupt(s.interrupt),
    // Shared until changed (ownPoint).
    points: s.points.slice(),
    // Written out field by field (not spread): a Normal bot clones once per move it tries, and spreads showed in the profile.
    daimyo: s.daimyo.map((d) => ({ id: d.id, owner: d.owner, province: d.province, moved: d.moved })),
    castles: s.castles.map((c) => ({ owner: c.owner, koku: c.koku })),
    family: s.family.map((f) => ({ id: f.id, owner: f.owner, castle: f.castle })),
    hands: s.hands.map((h) => ({ elements: h.elements.slice(), rings: h.rings.slice() })),
    players: s.players.map((p) => ({ home: p.home, shadow: p.shadow, shadowMoved: p.shadowMoved, out: p.out, kokuAnnounced: p.kokuAnnounced })),
    safe: s.safe.map((p) => [p[0], p[1]] as [number, number]),
  };
}

export function cloneState(s: JuniState): JuniState {
  const t = cloneTable(s);
  t.elementDeck = { draw: s.elementDeck.draw.slice(), discard: s.elementDeck.discard.slice() };
  t.ringDeck = { draw: s.ringDeck.draw.slice(), discard: s.ringDeck.discard.slice() };
  t.fateDeck = { draw: s.fateDeck.draw.slice(), discard: s.fateDeck.discard.slice() };
  t.rng = [...s.rng] as unknown as JuniState['rng'];
  return t;
}

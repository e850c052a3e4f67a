/**
 * A fast copy of a state or view (plain JSON): the kernel clones the state once per move (defineRuleset `clone`)
 * and the bots try every candidate move on the engine; structuredClone is several times slower on the 263 point
 * lists. A new state field must be copied here too (the contract test checks apply leaves its input unchanged).
 *
 * The point lists are copied on write: a copy shares its parent's lists (and their groups) until it first changes
 * one, through `ownPoint`. A move changes a handful of the 263 lists, and copying all of them was most of a Normal
 * bot's time (the profile: a third in the garbage collector). Every change of a list or of a group in it goes
 * through `ownPoint` (changes.ts, battle.ts, months.ts); a fresh list is assigned into `ownPoints(s)` (fighting.ts).
 */
import type { Battle, Castle, Daimyo, FamilyMember, Group, Hand, Interrupt, JuniState, Player } from './types';
import type { Table } from './flow';

/**
 * On a `points` array: which of its lists this copy made itself (changing them touches no other state). A symbol
 * key: JSON, structuredClone and the state hash never see it, and a copy (slice) starts without it.
 */
const OWNED = Symbol('owned point lists');
type Points = Group[][] & { [OWNED]?: number[] };

/**
 * The `points` array each state (or table) made itself: a copy shares its parent's whole array until it first changes a
 * list (many moves tried by the bots, and most answers, change none), then copies the array once (ownPoints).
 */
const OWN_POINTS = new WeakMap<object, Group[][]>();

/** The state's own `points` array (copied from the one it shares on the first call): assign whole lists into it. */
export function ownPoints(s: Pick<Table, 'points'>): Group[][] {
  if (OWN_POINTS.get(s) !== s.points) {
    s.points = s.points.slice();
    OWN_POINTS.set(s, s.points);
  }
  return s.points;
}

/** The list of samurai groups on a point, safe to change in place: copied (with its groups) on the first change. */
export function ownPoint(s: Pick<Table, 'points'>, point: number): Group[] {
  const points = ownPoints(s) as Points;
  // The points copied, as a short list: a state changes a handful of its 263 lists, and a typed array of 263 per state
  // (its own buffer outside the heap) cost more to make than the few looks in this list.
  const owned = (points[OWNED] ??= []);
  if (!owned.includes(point)) {
    owned.push(point);
    points[point] = points[point]!.map((g) => ({ o: g.o, n: g.n }));
  }
  return points[point]!;
}

/**
 * On a list of castles, Daimyō, family members, hands or players: the objects in it that this copy made itself (safe to
 * change in place). By identity, not by index, so a Daimyō spliced out of the list shifts nothing. A symbol key, like
 * OWNED: JSON, structuredClone and the state hash never see it, and a copy (slice) starts without it.
 */
const MINE = Symbol('own objects');
type Mine<T> = T[] & { [MINE]?: T[] };

/** Item i of a list shared with the state's original, copied on the first change (then changed in place). */
function own<T>(list: T[], i: number, copy: (x: T) => T): T {
  const l = list as Mine<T>;
  // A short list, not a Set: a state copies a few of its castles, Daimyō or players.
  const mine = (l[MINE] ??= []);
  const x = list[i]!;
  if (mine.includes(x)) return x;
  const c = copy(x);
  list[i] = c;
  mine.push(c);
  return c;
}

/**
 * The castles, Daimyō, family members, war-card hands and players are copied on write too, as the point lists are: a
 * copy shares its parent's objects until it first changes one, through these (changes.ts, apply.ts, fighting.ts,
 * months.ts). A whole new object assigned into a list (`s.hands[seat] = {...}`) needs nothing.
 */
// The copies, made once (not a closure per call).
const copyCastle = (x: Castle): Castle => ({ owner: x.owner, koku: x.koku });
const copyPlayer = (p: Player): Player => ({ home: p.home, shadow: p.shadow, shadowMoved: p.shadowMoved, out: p.out, kokuAnnounced: p.kokuAnnounced });
const copyHand = (h: Hand): Hand => ({ elements: h.elements.slice(), rings: h.rings.slice() });
const copyDaimyo = (d: Daimyo): Daimyo => ({ id: d.id, owner: d.owner, province: d.province, moved: d.moved });
const copyFamily = (f: FamilyMember): FamilyMember => ({ id: f.id, owner: f.owner, castle: f.castle });

function indexOfId<T extends { id: number }>(list: readonly T[], id: number): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return i;
  return -1;
}

export const ownCastle = (s: Pick<Table, 'castles'>, c: number): Castle => own(s.castles, c, copyCastle);
export const ownPlayer = (s: Pick<Table, 'players'>, seat: number): Player => own(s.players, seat, copyPlayer);
export const ownHand = (s: Pick<Table, 'hands'>, seat: number): Hand => own(s.hands, seat, copyHand);
/** The Daimyō with this id (it must exist), safe to change. */
export const ownDaimyo = (s: Pick<Table, 'daimyo'>, id: number): Daimyo => own(s.daimyo, indexOfId(s.daimyo, id), copyDaimyo);
/** The family member with this id (it must exist), safe to change. */
export const ownFamily = (s: Pick<Table, 'family'>, id: number): FamilyMember => own(s.family, indexOfId(s.family, id), copyFamily);

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
    // Shared until changed (ownPoints, ownPoint).
    points: s.points,
    // Shared until changed (ownDaimyo, ownCastle, ownFamily, ownHand, ownPlayer): a Normal bot clones once per move it
    // tries, and copying every one of these objects was a tenth of its time, and more in the garbage collector.
    daimyo: s.daimyo.slice(),
    castles: s.castles.slice(),
    family: s.family.slice(),
    hands: s.hands.slice(),
    players: s.players.slice(),
    safe: s.safe.map((p) => [p[0], p[1]] as [number, number]),
  };
}

export function cloneState(s: JuniState): JuniState {
  const t = cloneTable(s);
  // The decks are shared: the rules replace a deck whole when they change it (changes.ts drawPair, discardCards; months.ts).
  t.elementDeck = s.elementDeck;
  t.ringDeck = s.ringDeck;
  t.fateDeck = s.fateDeck;
  t.rng = [...s.rng] as unknown as JuniState['rng'];
  return t;
}

/**
 * Listing the moves of a seat from what it can see (a view or the state):
 * the random bot picks among them, the other bots rank them and the act panel
 * offers them. Every listed move passes checkMove, but the list is a SAMPLE,
 * not all legal moves: march and recruit counts are listed as the whole group
 * (or all the koku allows) or half of it (any count is legal; the list keeps to
 * two for speed), and war cards only where they help. So the ruleset's
 * `legalMoves` (the kernel's rule: all legal moves, or null when too many) is
 * `legalMoves` below, never this list.
 */
import type { Rng } from '../../kernel/rng';
import { TRANSPORT_KOKU_MAX, WIND_KOKU_MAX } from './data/reconstruction';
import { CASTLE_POINTS, ENTRY_POINTS, POINTS, PROVINCE_NEIGHBOURS } from './map';
import { reinforcements } from './battle';
import { holdsHostage, kokuOf, provinceMoveTargets } from './board';
import { attackingDaimyo, checkMove, declarable, waterTargets } from './validate';
import { freeActionsOf, pendingOf } from './flow';
import { RONIN, type JuniMove, type JuniState, type JuniView } from './types';
import type { Table } from './flow';

function uniqueRings(rings: readonly number[]): number[] {
  return [...new Set(rings)].sort((a, b) => a - b);
}

/** The answers to the pending out-of-turn decision of `seat`. */
function answers(t: Table, seat: number, rings: number[]): JuniMove[] {
  const it = t.interrupt!;
  switch (it.kind) {
    case 'consent':
    case 'permit':
      return [{ type: 'consent', yes: true }, { type: 'consent', yes: false }];
    case 'hostage': return [{ type: 'hostage', accept: true }, { type: 'hostage', accept: false }];
    case 'join': return [{ type: 'join', yes: true }, { type: 'join', yes: false }];
    case 'defend': {
      const out: JuniMove[] = reinforcements(t, it.battle, 'defender').map((g) => ({ type: 'reinforce', point: g.point, owner: g.owner }));
      for (const nothing of [null, ...rings]) out.push({ type: 'defend', nothing });
      // §8: war cards that change the battle (Fire on an attacking Daimyō, Earth on an attacking group's point).
      const hand = t.hands[seat] ?? { elements: [], rings: [] };
      for (const r of rings) {
        if (hand.elements.includes('fire')) for (const daimyo of attackingDaimyo(t, it.battle)) out.push({ type: 'fire', rings: r, daimyo });
        if (hand.elements.includes('earth')) for (const p of new Set(it.battle.attackers.map((g) => g.point))) out.push({ type: 'earth', rings: r, point: p });
      }
      return out;
    }
    case 'press': {
      const out: JuniMove[] = it.battle.reinforced ? reinforcements(t, it.battle, 'attacker').map((g) => ({ type: 'reinforce', point: g.point, owner: g.owner })) : [];
      out.push({ type: 'press', go: false, nothing: null }, { type: 'press', go: true, nothing: null });
      for (const r of rings) out.push({ type: 'press', go: true, nothing: r });
      return out;
    }
    case 'answer': {
      const out: JuniMove[] = [{ type: 'answer', element: null, rings: 0 }];
      for (const e of [it.play.element, 'nothing' as const]) for (const r of rings) out.push({ type: 'answer', element: e, rings: r });
      return out;
    }
  }
}

/** §7 the free action of declaring an allied Daimyō dead. */
function declarations(t: Table, seat: number): JuniMove[] {
  return declarable(t, seat).map((daimyo) => ({ type: 'declare-dead', daimyo }));
}

/** Gifts of one card each (an element card or a ring card) to every other player: each distinct card once per receiver. */
function gifts(t: Table, seat: number): JuniMove[] {
  const hand = t.hands[seat] ?? { elements: [], rings: [] };
  const out: JuniMove[] = [];
  for (let to = 0; to < t.players.length; to++) {
    if (to === seat) continue;
    for (const e of new Set(hand.elements)) out.push({ type: 'give-card', to, element: e });
    for (const r of uniqueRings(hand.rings)) out.push({ type: 'give-card', to, rings: r });
  }
  return out;
}

/**
 * A march as one small integer (a rollout that draws 3 of a hundred listed moves need not make the other 97): the
 * point from and to (9 bits each), the owner (3 bits: 0 = the mover's own samurai, else owner + 1) and the count
 * (9 bits; a larger group is listed as a move). `unpackMarch` makes the move as `candidates` lists it.
 */
const packMarch = (from: number, to: number, count: number, owner: number | undefined): number => ((count * 8 + (owner === undefined ? 0 : owner + 1)) * 512 + to) * 512 + from;

export function unpackMarch(k: number): JuniMove {
  const from = k % 512;
  const to = Math.floor(k / 512) % 512;
  const o = Math.floor(k / 262144) % 8;
  const count = Math.floor(k / 2097152);
  return o === 0 ? { type: 'march', from, to, count } : { type: 'march', from, to, count, owner: o - 1 };
}

/** Candidate moves before the legality filter. */
/** The unchecked candidates listMoves filters (exported for a rollout that checks only the few it draws). */
export function candidates(t: Table, seat: number, opts: { cards?: boolean; gifts?: boolean }): JuniMove[] {
  return listCandidates(t, seat, opts, false) as JuniMove[];
}

/** `candidates` in the same order, with the marches of groups under 512 samurai packed (`unpackMarch`). */
export function packedCandidates(t: Table, seat: number, opts: { cards?: boolean; gifts?: boolean }): (JuniMove | number)[] {
  return listCandidates(t, seat, opts, true);
}

function listCandidates(t: Table, seat: number, opts: { cards?: boolean; gifts?: boolean }, packed: boolean): (JuniMove | number)[] {
  const it = t.interrupt;
  const hand = t.hands[seat] ?? { elements: [], rings: [] };
  const rings = uniqueRings(hand.rings);
  // Free actions (kernel freeActions): a seat not asked may declare an allied Daimyō dead or give cards at any time.
  const free = (): JuniMove[] => [...declarations(t, seat), ...(opts.gifts !== false ? gifts(t, seat) : [])];
  if (it) {
    if (it.seat !== seat) return free();
    // Cards may be given while one's own answer is asked, too (listed after the answers).
    return [...answers(t, seat, rings), ...free()];
  }
  if (t.turn.seat !== seat) return free();
  if (t.turn.phase === 'recruit') {
    const koku = kokuOf(t, seat);
    const out: JuniMove[] = [{ type: 'recruit', amount: 0, point: ENTRY_POINTS[0]! }];
    const spots = [CASTLE_POINTS[t.players[seat]!.home]!, ...ENTRY_POINTS];
    for (const amount of new Set([koku, Math.ceil(koku / 2)])) if (amount > 0) for (const point of spots) out.push({ type: 'recruit', amount, point });
    return out;
  }
  const out: (JuniMove | number)[] = [{ type: 'end-turn' }, ...declarations(t, seat)];
  const ownersMovable = t.players.map((_, o) => o).filter((o) => o === seat || holdsHostage(t, seat, o));
  if (t.turn.ap > 0) {
    t.points.forEach((list, pt) => {
      for (const g of list) {
        if (!ownersMovable.includes(g.o)) continue;
        // The whole group, then half of it when that differs (as a Set of the two would list them, without the Set).
        const half = Math.ceil(g.n / 2);
        if (packed && g.n < 512) {
          const owner = g.o === seat ? undefined : g.o;
          for (const to of POINTS[pt]!.adj) {
            out.push(packMarch(pt, to, g.n, owner));
            if (half !== g.n) out.push(packMarch(pt, to, half, owner));
          }
          continue;
        }
        for (const to of POINTS[pt]!.adj) {
          out.push(g.o === seat ? { type: 'march', from: pt, to, count: g.n } : { type: 'march', from: pt, to, count: g.n, owner: g.o });
          if (half !== g.n) out.push(g.o === seat ? { type: 'march', from: pt, to, count: half } : { type: 'march', from: pt, to, count: half, owner: g.o });
        }
      }
    });
    // Attacks on every adjacent foreign group, with all adjacent own groups.
    // Target point and owner as one number (owners from RONIN = -1 up to 5 seats).
    const seen = new Set<number>();
    t.points.forEach((list, pt) => {
      if (!list.some((g) => g.o === seat)) return;
      for (const target of POINTS[pt]!.adj) {
        for (const g of t.points[target]!) {
          if (g.o === seat) continue;
          const key = target * 8 + g.o + 1;
          if (seen.has(key)) continue;
          seen.add(key);
          const from = POINTS[target]!.adj.filter((p) => t.points[p]!.some((x) => x.o === seat));
          out.push({ type: 'attack', from, target, defender: g.o });
        }
      }
    });
  }
  const pieces: { piece: 'daimyo' | 'shadow'; daimyo?: number; at: number }[] = t.daimyo.filter((d) => d.owner === seat).map((d) => ({ piece: 'daimyo' as const, daimyo: d.id, at: d.province }));
  const shadow = t.players[seat]!.shadow;
  if (shadow !== null) pieces.push({ piece: 'shadow', at: shadow });
  if (!t.turn.provinceMoved && !t.turn.transported) {
    for (const pc of pieces) for (const path of provinceMoveTargets(t, seat, pc.at).values()) out.push({ type: 'province-move', piece: pc.piece, daimyo: pc.daimyo, path });
  }
  if (shadow !== null) out.push({ type: 'convert' });
  const mine = t.castles.flatMap((c, i) => (c.owner === seat ? [i] : []));
  if (!t.turn.pieceMoved) {
    // Koku: as much as may still go this month (up to 25,000 in all, §4.3); the check refuses it after a family card.
    const left = TRANSPORT_KOKU_MAX - t.turn.kokuShipped;
    if (left > 0) for (const a of mine) for (const b of mine) if (a !== b && (t.castles[a]!.koku ?? 0) > 0) out.push({ type: 'transport-koku', from: a, to: b, amount: Math.min(left, t.castles[a]!.koku ?? 0) });
    for (const f of t.family) {
      if (f.castle === null || t.castles[f.castle]!.owner !== seat) continue;
      t.castles.forEach((c, i) => c.owner >= 0 && i !== f.castle && out.push({ type: 'transport-family', family: f.id, to: i }));
    }
  }
  if (!t.turn.bought) out.push({ type: 'buy-card' });
  t.points.forEach((list, pt) => list.some((g) => g.o === RONIN) && out.push({ type: 'hire', point: pt }));
  if (opts.gifts !== false) out.push(...gifts(t, seat));
  if (opts.cards !== false) {
    for (const r of rings) {
      // Fire may strike one's own Daimyō and family members too (§8 "jeden beliebigen"); listed are only other players'
      // Daimyō and one's own family members held by others (which ends that player's hold, §6) — the rest never helps.
      if (hand.elements.includes('fire')) {
        for (const d of t.daimyo) if (d.owner !== seat) out.push({ type: 'fire', rings: r, daimyo: d.id });
        for (const f of t.family) {
          if (f.castle === null) continue;
          if (f.owner !== seat || (t.castles[f.castle]!.owner !== seat && t.castles[f.castle]!.owner >= 0)) out.push({ type: 'fire', rings: r, family: f.id });
        }
      }
      // Earth on points with samurai of another player or ronin (the check also allows own points and empty castles).
      if (hand.elements.includes('earth')) {
        t.points.forEach((list, pt) => list.some((g) => g.o !== seat) && out.push({ type: 'earth', rings: r, point: pt }));
      }
      if (hand.elements.includes('water')) {
        // Water past an enemy checkpoint: every piece to every neighbouring province (the check keeps the legal ones).
        for (const pc of pieces) for (const to of PROVINCE_NEIGHBOURS[pc.at]!) out.push({ type: 'water-piece', rings: r, piece: pc.piece, daimyo: pc.daimyo, to });
        t.points.forEach((list, pt) => {
          if (!list.some((g) => g.o === seat)) return;
          for (const to of waterTargets(t, seat, pt).keys()) out.push({ type: 'water', rings: r, from: pt, to });
        });
      }
      if (hand.elements.includes('wind')) {
        for (const pc of pieces) for (const path of provinceMoveTargets(t, seat, pc.at, r).values()) out.push({ type: 'wind-piece', rings: r, piece: pc.piece, daimyo: pc.daimyo, path });
        // Koku (as much as may go, up to 25,000) and family cards between castles; the check keeps those within r borders.
        for (const a of mine) for (const b of mine) if (a !== b && (t.castles[a]!.koku ?? 0) > 0) out.push({ type: 'wind-koku', rings: r, from: a, to: b, amount: Math.min(WIND_KOKU_MAX, t.castles[a]!.koku ?? 0) });
        for (const f of t.family) {
          if (f.castle === null || t.castles[f.castle]!.owner !== seat) continue;
          t.castles.forEach((c, i) => c.owner >= 0 && i !== f.castle && out.push({ type: 'wind-family', rings: r, family: f.id, to: i }));
        }
        t.points.forEach((list, pt) => {
          if (!list.some((g) => g.o === seat)) return;
          for (const to of POINTS[pt]!.adj) out.push({ type: 'wind-group', rings: r, from: pt, path: [to] });
        });
      }
    }
  }
  return out;
}

/** The moves listed for a seat (a sample, see above), each checked by the rules. */
export function listMoves(t: Table, seat: number, opts: { cards?: boolean; gifts?: boolean } = {}): JuniMove[] {
  return candidates(t, seat, opts).filter((m) => checkMove(t, seat, m) === null);
}

/**
 * The free actions (§7 declaring an allied Daimyō dead, §8 giving war cards) a seat may make now, checked by the
 * rules: what the table's "At any time" panel offers, to a waiting seat and to the asked seat alike (they answer
 * every decision, flow.ts DECISIONS). Not listMoves: its recruit decision lists only recruits (the bots rank that
 * list, and Normal stays as pinned), so a panel built from it stayed empty while the player was asked to recruit.
 */
export function freeMoves(t: Table, seat: number): JuniMove[] {
  if (t.players[seat]?.out) return [];
  return [...declarations(t, seat), ...gifts(t, seat)].filter((m) => checkMove(t, seat, m) === null);
}

/**
 * The ruleset's `legalMoves` by the kernel's rule (ruleset.ts): [] for a seat with nothing to decide (neither asked nor
 * a free action open), else null — Jūni-tsuki's moves are too many to list (any march count, any recruit amount).
 */
export function legalMoves(t: Table, seat: number): JuniMove[] | null {
  const asked = pendingOf(t as JuniState).some((d) => d.seat === seat) || freeActionsOf(t).some((d) => d.seat === seat);
  return asked ? null : [];
}

/** The seat a view belongs to (the all-seeing view: whoever must decide). */
function viewSeat(v: JuniView): number {
  return v.seat ?? pendingOf(v as unknown as JuniState)[0]?.seat ?? 0;
}

/** The random bot's move: one of the listed moves of the view's seat. */
export function randomMoveOf(v: JuniView, rng: Rng): JuniMove {
  const moves = listMoves(v, viewSeat(v));
  if (moves.length === 0) throw new Error('juni-tsuki: no legal move listed');
  return rng.pick(moves);
}

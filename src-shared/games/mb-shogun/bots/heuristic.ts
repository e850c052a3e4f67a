/**
 * The Normal player (and, with noise, Easy): a heuristic for every decision,
 * from the seat's view only. Battles are valued by their odds from the
 * combat calculator (calculator.ts) against what the view shows of the
 * defence (hidden ronin are unknown; a castle's or fortress's bonus counts).
 */
import type { Rng } from '../../../kernel/rng';
import { MB_PROVINCES } from '../../../maps/mb-board';
import { SETUP_MAX_SPEARMEN, SETUP_REINFORCE_SPEARMEN, SPEARMAN, UNIT_TYPES, WIN_PROVINCES, WIN_PROVINCES_TWO_PLAYER } from '../data/constants';
import { armyFits, attackable, forceFits, isEnemy, isSea as seaOf, levelOf, NEIGHBOURS, provinceId, provinceIndex, provincesBySeat, provincesOf, roninOk, total, unitSpec, armyRegulars } from '../board';
import { defaultLoss, type Pools } from '../casualties';
import { fullBonus, pools } from '../combat';
import { cloneBoard } from '../clone';
import { isEmpty } from '../movement';
import { lossSpec, runPhaseMoves } from '../validate';
import { buildOptions, checkLevy, freeSwords, roninRoom, spyTargets } from '../planning';
import { readBoardOf } from '../determinize';
import { randomMoveOf } from '../legal';
import { regainSpots } from '../takeover';
import { checkFollowUp, ninjaTargets, revengeTargets, troopsInPosition } from '../war';
import type { ArmyState, BattleState, ForceMoveSpec, MarchSpec, MbDecision, MbShogunMove, MbShogunState, MbShogunView, Units } from '../types';
import { battleOdds, type Force8 } from './calculator';

export interface Style {
  /** Share of decisions made at random (Easy's mistakes). */
  blunder: number;
  /** Noise on the win chance a battle must reach. */
  noise: number;
  /** Win chance a declared battle must reach. */
  attackAt: number;
  /** Experiments: no army marches in Phase A; levy into provincial forces before armies. */
  noMarch?: boolean;
  forcesFirst?: boolean;
  /** Calculator samples per battle (fewer inside Hard's playouts). */
  samples?: number;
  /**
   * Inside Hard's rollouts only (`hard:rollout=lean`, hard-config.ts): the Phase A and Phase D moves are planned on the
   * board as it is, not march by march on copies of it, and checked once together (Normal's own way when that check
   * fails). Never set for a player's opponent.
   */
  lean?: boolean;
  /** Tuning knobs (the arena's `normal:key=value`); absent = Normal's values in KNOBS. */
  knobs?: Partial<Knobs>;
}

/** Normal's numbers, named so that variants can be measured in the arena. */
export const KNOBS = {
  /** Koku needed for a castle (2 into Build). */
  castleAt: 4,
  /** Koku left after the castle for a ninja bid of 1 (2 one time in 3). */
  ninjaAt: 6,
  /** Koku left for one into swords. */
  swordAt: 5,
  /** Koku put into swords when it bids (Easy's mistake: more, every round). */
  swordKoku: 1,
  /** Sword chosen after a bid: 0 the first free (war first), 1 the last free. */
  swordLast: 0,
  /** Own provinces per levy koku wanted (one unit each, about 2.5 units a koku). */
  levyDiv: 2.5,
  /** Call off below this win chance (army, provincial force). */
  callOffArmy: 0.35,
  callOffForce: 0.3,
  /** An army never declares with a higher chance of being wiped. */
  armyWipeMax: 0.1,
  /** Units an army keeps when it detaches into empty provinces in Phase D. */
  armyKeep: 4,
  /** Value of killing a daimyo (not the colour's last). */
  daimyoValue: 1.5,
  /**
   * The last round of a game with a round limit (provinces decide; armies lost
   * then cost nothing later): the attack threshold, the wipe risk an army may
   * take and the units an army keeps in Phase D (Normal: no change).
   */
  lastAttackAt: -1,
  lastWipeMax: -1,
  lastKeep: -1,
  /** Score lost per step an army stands from the front (frontDistance): armies with no battle in reach march toward it. */
  frontPull: 0.2,
  /** Weight, in Phase A, of the chance that an enemy army next door beats an army where it would stand (Easy: 0, it marches blind). */
  dangerWeight: 4,
  /** 1 = provincial forces send spare units into adjacent empty provinces in Phase D (Easy: 0, only armies expand). */
  forceExpand: 1,
  /**
   * A rival this close to victory (provinces short of the 35, or the 2-player
   * game's 50) with more provinces than anyone else is contested: its
   * provinces are worth `leaderBonus` more, battles against it need
   * `leaderDrop` less win chance, battles against anyone else are worth
   * `othersFactor` of their value (the others' losses would help it), and the
   * ninja stops its armies' battles whoever they are aimed at. 0 = never.
   */
  leaderGap: 10,
  leaderBonus: 1.5,
  leaderDrop: 0.1,
  othersFactor: 0.6,
};
export type Knobs = typeof KNOBS;
let knobs: Knobs = KNOBS;

export const NORMAL: Style = { blunder: 0, noise: 0, attackAt: 0.45 };
/**
 * Easy: Normal's play with mistakes a person at the table can see (issue 31:
 * "beatable by a new player, mistakes a person can see, not random moves"),
 * each one of Normal's named numbers (KNOBS) set wrong:
 * - it never builds a castle (`castleAt` 99): its provinces never get the four
 *   bonus spearmen that hold off every attacker;
 * - it puts a koku into the Swords box every round it has 3 (`swordAt` 3),
 *   seen at every reveal: a koku that buys no troops, for a sword order that
 *   rarely matters;
 * - it marches its armies without looking at the enemy armies next door
 *   (`dangerWeight` 0): they stand beside stronger armies and get beaten;
 * - it never notices who is about to win (`leaderGap` 0): no attacks, no ninja
 *   aimed at a runaway leader.
 * Measured (docs/games/mb-shogun.md, "Easy"): Normal against 3 Easy wins about
 * 58 %; the former Easy (30 % random moves) 47.5 %.
 */
export const EASY: Style = { blunder: 0, noise: 0, attackAt: 0.45, knobs: { castleAt: 99, swordAt: 3, swordKoku: 1, dangerWeight: 0, leaderGap: 0 } };

/** A style with the arena's `key=value` parameters applied (Style's numbers and KNOBS' names). */
export function tunedStyle(base: Style, params: Readonly<Record<string, string>>): Style {
  const style: Style = { ...base, knobs: { ...base.knobs } };
  for (const [key, raw] of Object.entries(params)) {
    const x = Number(raw);
    if (key === 'noMarch' || key === 'forcesFirst') style[key] = raw === 'on';
    else if (!Number.isFinite(x)) throw new Error(`mb-shogun bot: ${key} must be a number, not '${raw}'`);
    else if (key === 'blunder' || key === 'noise' || key === 'attackAt' || key === 'samples') style[key] = x;
    else if (key in KNOBS) style.knobs![key as keyof Knobs] = x;
    else throw new Error(`mb-shogun bot: unknown parameter '${key}' (known: blunder, noise, attackAt, samples, noMarch, forcesFirst, ${Object.keys(KNOBS).join(', ')})`);
  }
  return style;
}

const SAMPLES = 120;
let samples = SAMPLES;
/** The seat contested as close to victory in the decision being made (runawayLeader), -1 none. */
let leader = -1;
/** The decisions whose choice reads `leader` (move-armies, declare and follow-up through targetValue/ofLeader; ninja). */
const READS_LEADER: ReadonlySet<string> = new Set(['move-armies', 'declare', 'follow-up', 'ninja']);

// ---- reading the board -------------------------------------------------------------

const enemyNeighbours = (s: MbShogunState, c: number, p: number): number[] => NEIGHBOURS[p]!.filter((q) => isEnemy(s, c, s.provinces[q]!.owner));

function defenceOf(s: MbShogunState, to: number, bonusLeft?: [number, number]): Force8 {
  const p = s.provinces[to]!;
  const f: Force8 = [p.force[0], p.force[1], p.force[2], p.force[3], 0, p.forceRonin, 0, 0];
  if (p.army >= 0 && p.owner >= 0) {
    const a = s.colours[p.owner]!.armies[p.army]!;
    for (let t = 0; t < 4; t++) f[t]! += a.units[t]!;
    f[4] = a.assassinated ? 0 : 1;
    f[5] += a.ronin;
  }
  const b = bonusLeft ?? fullBonus(p.castle);
  f[6] = b[0];
  f[7] = b[1];
  return f;
}

function armyForce(s: MbShogunState, c: number, army: number, extra: Units = [0, 0, 0, 0]): Force8 {
  const a = s.colours[c]!.armies[army]!;
  return [a.units[0] + extra[0], a.units[1] + extra[1], a.units[2] + extra[2], a.units[3] + extra[3], 1, a.ronin + a.hidden, 0, 0];
}

function forceForce(s: MbShogunState, p: number): Force8 {
  const q = s.provinces[p]!;
  return [q.force[0], q.force[1], q.force[2], q.force[3], 0, q.forceRonin + q.forceHidden, 0, 0];
}

/** What taking a province is worth: 1, more for a castle, more again when it hits a weak opponent hard; a leader close to victory first. */
function targetValue(s: MbShogunState, to: number): number {
  const p = s.provinces[to]!;
  let v = 1 + p.castle * 0.3;
  if (p.army >= 0 && p.owner >= 0) {
    // Killing a daimyo weakens its colour; killing the last one takes over everything it owns.
    const alive = s.colours[p.owner]!.armies.filter((a) => a.alive).length;
    v += alive === 1 ? 8 : knobs.daimyoValue;
  }
  if (leader >= 0 && p.owner >= 0) return s.colours[p.owner]!.seat === leader ? v + knobs.leaderBonus : v * knobs.othersFactor;
  return v;
}

/** Whether province `to` belongs to the contested leader (runawayLeader). */
const ofLeader = (s: MbShogunState, to: number): boolean => leader >= 0 && s.provinces[to]!.owner >= 0 && s.colours[s.provinces[to]!.owner]!.seat === leader;

/**
 * The rival seat close to victory that colour c must contest, or -1: the seat
 * with the most provinces, not c's own, within `leaderGap` of the victory count
 * (35 at once, sheet §4; 50 at a round's end in the 2-player game), ahead of
 * every other seat. Read from the board every player sees.
 */
export function runawayLeader(s: Pick<MbShogunState, 'options' | 'colours' | 'provinces'>, c: number, gap = KNOBS.leaderGap): number {
  if (gap <= 0) return -1;
  const bySeat = provincesBySeat(s);
  const win = s.options.players === 2 ? WIN_PROVINCES_TWO_PLAYER : WIN_PROVINCES;
  let top = -1;
  for (let seat = 0; seat < bySeat.length; seat++) if (top < 0 || bySeat[seat]! > bySeat[top]!) top = seat;
  const mine = s.colours[c]!.seat;
  if (top < 0 || top === mine || bySeat[top]! < win - gap) return -1;
  // A tie for the lead is no runaway.
  if (bySeat.some((n, seat) => seat !== top && n === bySeat[top])) return -1;
  return top;
}

function odds(att: Force8, def: Force8, sea: boolean): ReturnType<typeof battleOdds> {
  return battleOdds(att, def, sea, samples);
}


/** The knobs a style sets, made once per style object (the search's players ask at every ply; a style is never changed). */
const knobsOf = new WeakMap<Style, Knobs>();

/** Sets the module's calculator samples and knobs for a decision of `style` in the view's round; returns the style as it plays that round. */
function useStyle(style: Style, at: Pick<MbShogunView, 'options' | 'round'>): Style {
  samples = style.samples ?? SAMPLES;
  let k = knobsOf.get(style);
  if (k === undefined) knobsOf.set(style, (k = style.knobs ? { ...KNOBS, ...style.knobs } : KNOBS));
  knobs = k;
  if (at.options.roundLimit !== null && at.round >= at.options.roundLimit) return lastRound(style);
  return style;
}

// ---- the decisions ----------------------------------------------------------------

export function heuristicMove(view: MbShogunView, seat: number, rng: Rng, style: Style = NORMAL): MbShogunMove {
  const d = view.pending.find((x) => x.seat === seat);
  if (!d) throw new Error('heuristic: this seat has nothing to decide');
  if (style.blunder > 0 && rng.probability(style.blunder) && d.kind !== 'casualties') return randomMoveOf({ ...view, seat }, rng);
  style = useStyle(style, view);
  const s = readBoardOf(view);
  const c = d.colour;
  // Only the decisions that weigh a province's owner read the contested leader (targetValue, ofLeader, ninja):
  // the others (most of a rollout's plies: battles, casualties, call-offs) skip the count.
  leader = READS_LEADER.has(d.kind) ? runawayLeader(s, c, knobs.leaderGap) : -1;
  const own = d.kind === 'reinforce' || d.kind === 'place-army' ? s.provinces.flatMap((p, i) => (p.owner === c ? [i] : [])) : [];
  switch (d.kind) {
    case 'split':
      return split(s, seat);
    case 'reinforce': {
      const ok = own.filter((p) => s.provinces[p]!.force[SPEARMAN] + SETUP_REINFORCE_SPEARMEN <= SETUP_MAX_SPEARMEN);
      return { type: 'reinforce', province: provinceId(best(ok, (p) => enemyNeighbours(s, c, p).length * 2 - s.provinces[p]!.force[SPEARMAN] + (s.provinces[p]!.army >= 0 ? 1 : 0))) };
    }
    case 'place-army': {
      const ok = own.filter((p) => s.provinces[p]!.army < 0);
      return { type: 'place-army', province: provinceId(best(ok, (p) => enemyNeighbours(s, c, p).length + total(s.provinces[p]!.force) * 0.5 - nearArmies(s, c, p))) };
    }
    case 'allocate':
      return heuristicAllocation(s, c, rng, style);
    case 'spy': {
      const t = spyTargets(s, c);
      return { type: 'spy', target: t.length ? best(t, (x) => provincesOf(s, x)) : null };
    }
    case 'choose-sword':
      return { type: 'choose-sword', sword: knobs.swordLast ? Math.max(...freeSwords(s)) : Math.min(...freeSwords(s)) };
    case 'build': {
      const opts = buildOptions(s, c);
      if (opts.length === 0) return { type: 'build', province: null };
      return { type: 'build', province: provinceId(best(opts, (p) => enemyNeighbours(s, c, p).length + (s.provinces[p]!.army >= 0 ? 3 : 0) + (s.provinces[p]!.castle === 1 ? -1 : 0))) };
    }
    case 'levy':
      return levy(s, c, style);
    case 'place-ronin':
      return placeRonin(s, c);
    case 'ninja':
      return ninja(s, c);
    case 'revenge': {
      const i = s.interrupts[0]!;
      const hirer = i.kind === 'revenge' ? i.hirer : c;
      return { type: 'revenge', army: best(revengeTargets(s, hirer), (a) => total(s.colours[hirer]!.armies[a]!.units)) };
    }
    case 'regain': {
      const i = s.interrupts[0]!;
      const armies = i.kind === 'regain' ? i.armies : [];
      const spots = regainSpots(s, c).sort((a, b) => total(s.provinces[b]!.force) - total(s.provinces[a]!.force));
      return {
        type: 'regain',
        placements: armies.slice(0, spots.length).map((army, k) => {
          const p = s.provinces[spots[k]!]!;
          // Pick the provincial units up only where no ronin would be left without their troop.
          const pickup = p.forceRonin + p.forceHidden > 0 ? ([0, 0, 0, 0] as Units) : fitArmy([0, 0, 0, 0], p.force);
          return { army, province: provinceId(spots[k]!), pickup: unitSpec(pickup), ronin: 0 };
        }),
      };
    }
    case 'move-armies':
      return { type: 'move-armies', marches: style.noMarch ? [] : style.lean ? leanMarches(s, c) ?? moveArmies(s, c, style) : moveArmies(s, c, style) };
    case 'declare':
      return declare(s, c, style, rng);
    case 'next-battle': {
      const w = s.war!;
      const scores = w.declared.map((b) => {
        const att = b.troop === 'army' ? armyForce(s, c, b.army) : forceForce(s, b.from);
        return odds(att, defenceOf(s, b.to, w.bonusLeft[String(b.to)]), seaOf(b.from, b.to)).win;
      });
      return { type: 'next-battle', index: scores.indexOf(Math.max(...scores)) };
    }
    case 'casualties':
    case 'continue':
      return answerBattle(battleView(s, d));
    case 'follow-up':
      return followUp(s, c, style);
    case 'final-moves':
      return (style.lean ? leanFinalMoves(s, c) : null) ?? finalMoves(s, c);
  }
  return randomMoveOf({ ...view, seat }, rng);
}

/** The style for a game's last round (the knobs' last* values where set). */
function lastRound(style: Style): Style {
  const k = knobs;
  if (k.lastAttackAt < 0 && k.lastWipeMax < 0 && k.lastKeep < 0) return style;
  knobs = { ...k, armyWipeMax: k.lastWipeMax >= 0 ? k.lastWipeMax : k.armyWipeMax, armyKeep: k.lastKeep >= 0 ? k.lastKeep : k.armyKeep };
  return k.lastAttackAt >= 0 ? { ...style, attackAt: k.lastAttackAt } : style;
}

function best<T>(xs: T[], score: (x: T) => number): T {
  let b = xs[0] as T;
  let bs = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > bs) {
      bs = v;
      b = x;
    }
  }
  return b;
}


function nearArmies(s: MbShogunState, c: number, p: number): number {
  return s.colours[c]!.armies.filter((a) => a.alive && a.province >= 0 && (a.province === p || NEIGHBOURS[p]!.includes(a.province))).length;
}

function split(s: MbShogunState, seat: number): MbShogunMove {
  // West and east halves of the hand, so that each colour's provinces lie together (G l.4071 advice).
  const hand = s.hands![seat]!.slice().sort((a, b) => MB_PROVINCES[a]!.labelPoint[0] - MB_PROVINCES[b]!.labelPoint[0]);
  return { type: 'split', provinces: hand.slice(0, hand.length / 2).map(provinceId) };
}

export function heuristicAllocation(s: MbShogunState, c: number, rng: Rng, style: Style = NORMAL): MbShogunMove {
  knobs = style.knobs ? { ...KNOBS, ...style.knobs } : KNOBS;
  const k = s.colours[c]!.koku;
  const a = { swords: 0, build: 0, levy: 0, ronin: 0, ninja: 0 };
  let left = k;
  const own = provincesOf(s, c);
  // A castle every round it can: its 4 bonus spearmen defend against every attacker, for good.
  if (k >= knobs.castleAt && buildOptions(s, c).length > 0) {
    a.build = 2;
    left -= 2;
  }
  if (left >= knobs.ninjaAt) {
    a.ninja = 1 + (rng.chance(1, 3) ? 1 : 0);
    left -= a.ninja;
  }
  if (left >= knobs.swordAt) {
    a.swords = Math.min(left, knobs.swordKoku);
    left -= a.swords;
  }
  // Levy what the provinces can take (one unit each; about 2.5 units per koku), the rest as ronin.
  const levyMax = Math.ceil(own / knobs.levyDiv);
  a.levy = Math.min(left, levyMax);
  left -= a.levy;
  if (s.round === 1) {
    a.levy += left;
    left = 0;
  }
  a.ronin = left;
  return { type: 'allocate', ...a };
}

function fitArmy(units: Units, avail: Units): Units {
  const take: Units = [0, 0, 0, 0];
  const cur = units.slice() as Units;
  for (const t of [0, 2, 1, 3]) {
    for (let i = 0; i < avail[t]!; i++) {
      cur[t]!++;
      if (!armyFits(cur)) {
        cur[t]!--;
        break;
      }
      take[t]!++;
    }
  }
  return take;
}

function levy(s: MbShogunState, c: number, style: Style = NORMAL): MbShogunMove {
  const col = s.colours[c]!;
  const koku = s.alloc[c]?.levy ?? 0;
  // Units to buy: spearmen first (3 per koku), then swordsmen/gunners (2), then bowmen (1).
  const tray = col.tray.slice() as Units;
  const buy: number[] = [];
  let budget = koku;
  const take = (t: number, n: number): void => {
    for (let i = 0; i < n && tray[t]! > 0; i++) {
      tray[t]!--;
      buy.push(t);
    }
  };
  while (budget > 0) {
    if (tray[3]! > 0) take(3, 3);
    else if (tray[2]! + tray[1]! > 0) {
      take(2, 1);
      take(1, 2 - (buy.length > 0 && buy[buy.length - 1] === 2 ? 1 : 0));
    } else if (tray[0]! > 0) take(0, 1);
    else break;
    budget--;
  }
  // Where: armies first (their strength attacks), then the most threatened provincial forces.
  const own = s.provinces.flatMap((p, i) => (p.owner === c ? [i] : []));
  const slots = own
    .map((p) => {
      const prov = s.provinces[p]!;
      const threat = enemyNeighbours(s, c, p).length;
      return { p, score: (prov.army >= 0 ? (style.forcesFirst ? 1 : 10) : 0) + threat * 2 - total(prov.force) };
    })
    .sort((a, b) => b.score - a.score);
  const units: { province: string; unit: (typeof UNIT_TYPES)[number]; to: 'army' | 'force' }[] = [];
  for (const slot of slots) {
    if (buy.length === 0) break;
    const prov = s.provinces[slot.p]!;
    let placed = false;
    for (let i = 0; i < buy.length && !placed; i++) {
      const t = buy[i]!;
      if (prov.army >= 0) {
        const u = col.armies[prov.army]!.units.slice() as Units;
        u[t]!++;
        if (armyFits(u)) {
          units.push({ province: provinceId(slot.p), unit: UNIT_TYPES[t]!, to: 'army' });
          buy.splice(i, 1);
          placed = true;
          continue;
        }
      }
      const f = prov.force.slice() as Units;
      f[t]!++;
      if (forceFits(f)) {
        units.push({ province: provinceId(slot.p), unit: UNIT_TYPES[t]!, to: 'force' });
        buy.splice(i, 1);
        placed = true;
      }
    }
  }
  while (units.length > 0 && !checkLevy(s, c, units).ok) units.pop();
  return { type: 'levy', units };
}

function placeRonin(s: MbShogunState, c: number): MbShogunMove {
  let left = s.hired[c]!;
  const groups: { province: string; troop: 'army' | 'force'; count: number }[] = [];
  const armies = s.colours[c]!.armies
    .filter((a) => a.alive && a.province >= 0)
    .sort((x, y) => enemyNeighbours(s, c, y.province).length - enemyNeighbours(s, c, x.province).length);
  for (const a of armies) {
    const room = roninRoom(s, c, a.province, 'army');
    const n = Math.min(room, left);
    if (n > 0) {
      groups.push({ province: provinceId(a.province), troop: 'army', count: n });
      left -= n;
    }
  }
  if (left > 0) {
    const forces = s.provinces
      .flatMap((p, i) => (p.owner === c && total(p.force) >= 2 ? [i] : []))
      .sort((x, y) => enemyNeighbours(s, c, y).length - enemyNeighbours(s, c, x).length);
    for (const p of forces) {
      const n = Math.min(roninRoom(s, c, p, 'force'), left);
      if (n > 0) {
        groups.push({ province: provinceId(p), troop: 'force', count: n });
        left -= n;
      }
    }
  }
  return { type: 'place-ronin', groups };
}

/**
 * The ninja in each window (sheet §3 Action 6): after an enemy's declarations,
 * stop its biggest army declared against us (all its battles lapse); after our
 * own, cripple a defending army of 3+ units; before a battle not seen at the
 * declarations (a follow-up attack), the same two answers for that battle.
 * Before Phase A, after Phase A and at the start of Phase D nothing is known
 * that the later windows do not show better: wait (or keep it to spy).
 */
function ninja(s: MbShogunState, c: number): MbShogunMove {
  const w = s.war!;
  const targets = ninjaTargets(s, c);
  const u = w.upcoming;
  if (u && w.step === 'c') {
    const defender = s.provinces[u.to]!;
    if (u.troop === 'army' && defender.owner === c && isEnemy(s, c, w.colour)) {
      const t = targets.find((x) => x.colour === w.colour && x.army === u.army);
      if (t) return { type: 'ninja', target: t };
    }
    if (w.colour === c && defender.army >= 0) {
      const t = targets.find((x) => x.colour === defender.owner && x.army === defender.army);
      if (t && total(s.colours[t.colour]!.armies[t.army]!.units) >= 3) return { type: 'ninja', target: t };
    }
  }
  if (w.step === 'post-b' && isEnemy(s, c, w.colour)) {
    // Stop an army about to attack us, or, when the one at war is the leader close to victory, any of its armies.
    const contest = leader >= 0 && s.colours[w.colour]!.seat === leader;
    const against = w.declared.filter((d) => d.troop === 'army' && (contest || s.provinces[d.to]!.owner === c));
    if (against.length > 0) {
      const army = best(against, (d) => total(s.colours[w.colour]!.armies[d.army]!.units)).army;
      const t = targets.find((x) => x.colour === w.colour && x.army === army);
      if (t) return { type: 'ninja', target: t };
    }
  }
  if (w.step === 'post-b' && w.colour === c) {
    // Cripple an army defending a province we are about to attack.
    for (const d of w.declared) {
      const p = s.provinces[d.to]!;
      const t = targets.find((x) => x.colour === p.owner && x.army === p.army);
      if (t && total(s.colours[t.colour]!.armies[t.army]!.units) >= 3) return { type: 'ninja', target: t };
    }
  }
  return { type: 'ninja', target: null };
}

/**
 * Steps through own provinces from each own province to the nearest own
 * province on the front (next to an enemy's), for armies with no battle in
 * reach: they march toward the front instead of waiting in the interior (with
 * every unit levied, interior armies left the provincial forces to fight alone
 * and games between bots could stall for hundreds of rounds).
 */
function frontDistance(s: MbShogunState, c: number): Map<number, number> {
  const dist = new Map<number, number>();
  let frontier: number[] = [];
  s.provinces.forEach((p, i) => {
    if (p.owner === c && NEIGHBOURS[i]!.some((q) => isEnemy(s, c, s.provinces[q]!.owner))) {
      dist.set(i, 0);
      frontier.push(i);
    }
  });
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const q of NEIGHBOURS[p]!) {
        if (dist.has(q) || s.provinces[q]!.owner !== c) continue;
        dist.set(q, d);
        next.push(q);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * The rollouts' Phase A (Style.lean): each army's march chosen as moveArmies chooses it, but on the board as it stands
 * (no copy per march: a province an earlier army marches into is taken, the one it left stays out of reach) and the
 * marches checked once, together. null when that check fails (the caller then plans as Normal does).
 */
function leanMarches(s: MbShogunState, c: number): MarchSpec[] | null {
  const marches: MarchSpec[] = [];
  const taken = new Set<number>();
  const front = frontDistance(s, c);
  const col = s.colours[c]!;
  for (let ai = 0; ai < col.armies.length; ai++) {
    const a = col.armies[ai]!;
    if (!a.alive || a.assassinated || a.province < 0) continue;
    const chosen = marchOf(s, c, ai, a, front, taken);
    if (!chosen) continue;
    taken.add(chosen.dest);
    marches.push(chosen.march);
  }
  if (marches.length === 0) return marches;
  return 'error' in runPhaseMoves(cloneBoard(s), c, 'A', marches, []) ? null : marches;
}

/**
 * Army ai's (`a`, as the decision's board has it) Phase A march on board `work` (the board after the marches chosen
 * before it) and where it ends, or null when it stays; `taken`: own provinces it may not march into besides those
 * with an army.
 */
function marchOf(work: MbShogunState, c: number, ai: number, a: ArmyState, front: Map<number, number>, taken: ReadonlySet<number> | null): { march: MarchSpec; dest: number } | null {
  const origin = a.province;
  const originProv = work.provinces[origin]!;
  const canLeave = total(originProv.force) > 0 || total(a.units) > 1;
  // Reachable own provinces without another army, with their path.
  const paths = new Map<number, number[]>([[origin, []]]);
  let frontier = [origin];
  for (let step = 0; step < levelOf(a); step++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const q of NEIGHBOURS[p]!) {
        if (paths.has(q) || work.provinces[q]!.owner !== c) continue;
        paths.set(q, [...paths.get(p)!, q]);
        next.push(q);
      }
    }
    frontier = next;
  }
  const scoreAt = (p: number): number => {
    const prov = work.provinces[p]!;
    const extra = p === origin ? ([0, 0, 0, 0] as Units) : fitArmy(a.units, prov.force);
    const att = armyForce(work, c, ai, extra);
    let bestScore = 0;
    for (const q of NEIGHBOURS[p]!) {
      if (!attackable(work, c, q) || isEmpty(work.provinces[q]!)) continue;
      const o = odds(att, defenceOf(work, q), seaOf(p, q));
      bestScore = Math.max(bestScore, o.win * targetValue(work, q) - o.wiped * 8);
    }
    // Danger: enemy armies next door that could strike this army.
    let danger = 0;
    for (const q of NEIGHBOURS[p]!) {
      const e = work.provinces[q]!;
      if (e.army >= 0 && isEnemy(work, c, e.owner)) {
        const o = odds(armyForce(work, e.owner, e.army), defenceOf(work, p), seaOf(q, p));
        danger = Math.max(danger, o.win);
      }
    }
    return bestScore - danger * knobs.dangerWeight - (p === origin ? 0 : 0.05) - knobs.frontPull * Math.min(front.get(p) ?? 0, 8);
  };
  let dest = origin;
  let bestScore = scoreAt(origin);
  if (canLeave) {
    for (const [p, path] of paths) {
      if (p === origin || path.length === 0 || work.provinces[p]!.army >= 0 || (taken !== null && taken.has(p))) continue;
      const v = scoreAt(p);
      if (v > bestScore + 0.1) {
        bestScore = v;
        dest = p;
      }
    }
  }
  if (dest === origin) return null;
  const path = paths.get(dest)!;
  const march: MarchSpec = { army: ai, path: path.map(provinceId) };
  if (total(originProv.force) === 0) {
    const t = [3, 1, 2, 0].find((x) => a.units[x]! > 0)!;
    const g: Units = [0, 0, 0, 0];
    g[t] = 1;
    march.garrison = unitSpec(g);
  }
  const pickup = fitArmy(
    (() => {
      const u = a.units.slice() as Units;
      if (march.garrison) for (let t = 0; t < 4; t++) u[t]! -= (march.garrison as Record<string, number>)[UNIT_TYPES[t]!] ?? 0;
      return u;
    })(),
    work.provinces[dest]!.force,
  );
  if (total(pickup) > 0 && (work.provinces[dest]!.forceRonin + work.provinces[dest]!.forceHidden === 0 || total(work.provinces[dest]!.force) - total(pickup) > 1)) {
    march.pickups = [{ at: path.length - 1, units: unitSpec(pickup) }];
  }
  return { march, dest };
}

/** Each army may move to the own province (within its level) from which its best attack is strongest, or toward the front. */
function moveArmies(s: MbShogunState, c: number, style: Style): MarchSpec[] {
  // The board after the marches chosen so far: the view itself until the first (copies only when an army moves).
  let work = s;
  const marches: MarchSpec[] = [];
  const col = s.colours[c]!;
  const front = frontDistance(s, c);
  col.armies.forEach((a, ai) => {
    if (!a.alive || a.assassinated || a.province < 0) return;
    const chosen = marchOf(work, c, ai, a, front, null);
    if (!chosen) return;
    const march = chosen.march;
    const trial = cloneBoard(work);
    const r = runPhaseMoves(trial, c, 'A', [march], []);
    if ('error' in r) return;
    work = trial;
    marches.push(march);
  });
  void style;
  // One march was just checked on a copy of the board; several are checked again together (moves and swaps).
  if (marches.length <= 1) return marches;
  const all = runPhaseMoves(cloneBoard(s), c, 'A', marches, []);
  return 'error' in all ? [] : marches;
}

function declare(s: MbShogunState, c: number, style: Style, rng: Rng): MbShogunMove {
  const battles: { from: string; troop: 'army' | 'force'; to: string }[] = [];
  const claimed = new Map<number, number>();
  const threshold = style.attackAt + (style.noise > 0 ? (rng.int(100) / 100 - 0.5) * style.noise : 0);
  const troops = troopsInPosition(s, c).sort((a, b) => (a.troop === 'army' ? -1 : 1) - (b.troop === 'army' ? -1 : 1));
  for (const t of troops) {
    const att = t.troop === 'army' ? armyForce(s, c, t.army) : forceForce(s, t.from);
    let bestTarget = -1;
    let bestScore = 0;
    for (const q of t.targets) {
      const target = s.provinces[q]!;
      if (isEmpty(target)) {
        // Only experienced armies gain by attacking an empty province (they may move in and fight on).
        if (t.troop === 'army' && levelOf(s.colours[c]!.armies[t.army]!) >= 2) {
          const v = 0.5;
          if (v > bestScore) {
            bestScore = v;
            bestTarget = q;
          }
        }
        continue;
      }
      const o = odds(att, defenceOf(s, q), seaOf(t.from, q));
      const already = claimed.get(q) ?? 0;
      const need = ofLeader(s, q) ? threshold - knobs.leaderDrop : threshold;
      if (o.win < need && !(already > 0 && o.win > 0.3)) continue;
      // A provincial force that leaves its province empty if wiped risks it.
      const homeRisk = t.troop === 'force' && s.provinces[t.from]!.army < 0 ? o.wiped * 1 : 0;
      if (t.troop === 'army' && o.wiped > knobs.armyWipeMax) continue;
      const v = o.win * targetValue(s, q) * (already > 0 ? 0.5 : 1) - o.wiped * (t.troop === 'army' ? 8 : 0.5) - homeRisk - o.attLoss * 0.05;
      if (v > bestScore) {
        bestScore = v;
        bestTarget = q;
      }
    }
    if (bestTarget >= 0) {
      battles.push({ from: provinceId(t.from), troop: t.troop, to: provinceId(bestTarget) });
      claimed.set(bestTarget, (claimed.get(bestTarget) ?? 0) + 1);
    }
  }
  return { type: 'declare', battles };
}

/**
 * What a battle's own questions (a side's casualties, the attacker's call-off) read: the battle and both sides' units
 * in it (combat.ts `pools`). Every unit in a battle is in the open (its hidden ronin were revealed when it began), so
 * this narrow view shows a seat nothing hidden, whether it is made from the seat's view or from the whole state: the
 * search's rollout players answer these questions from it without a seat view of the board (hard-config.ts).
 */
export interface BattleView {
  decision: MbDecision;
  battle: BattleState;
  attacker: Pools;
  defender: Pools;
}

export function battleView(s: MbShogunState, d: MbDecision): BattleView {
  const b = s.war!.battle!;
  return { decision: d, battle: b, attacker: pools(s, b, 'attacker'), defender: pools(s, b, 'defender') };
}

/** Normal's answer to a battle's question (after useStyle): the default casualties; calling off on poor odds. */
function answerBattle(v: BattleView): MbShogunMove {
  const b = v.battle;
  if (v.decision.kind === 'casualties') {
    const mine = v.decision.colour === b.attacker;
    return { type: 'casualties', losses: lossSpec(defaultLoss(mine ? v.attacker : v.defender, b.hits![mine ? 0 : 1])) };
  }
  const att = v.attacker;
  const def = v.defender;
  const a8: Force8 = [att.army[0] + att.force[0], att.army[1] + att.force[1], att.army[2] + att.force[2], att.army[3] + att.force[3], att.daimyo, att.armyRonin + att.forceRonin, 0, 0];
  const d8: Force8 = [def.army[0] + def.force[0], def.army[1] + def.force[1], def.army[2] + def.force[2], def.army[3] + def.force[3], def.daimyo, def.armyRonin + def.forceRonin, def.bonusSpear, def.bonusRonin];
  const o = battleOdds(a8, d8, false, samples);
  const limit = b.army >= 0 ? knobs.callOffArmy : knobs.callOffForce;
  const left = total(att.army) + total(att.force) + att.armyRonin + att.forceRonin;
  return { type: 'continue', callOff: o.win < limit || (b.army >= 0 && (o.wiped > knobs.armyWipeMax || left <= 1)) };
}

/**
 * Normal's answer to a battle's question from the battle alone (battleView), as heuristicMove answers it from the
 * whole view; null when `style` makes mistakes (heuristicMove then decides, drawing its blunder from `rng`).
 */
export function battleMove(v: BattleView, options: MbShogunState['options'], round: number, style: Style): MbShogunMove | null {
  if (style.blunder > 0) return null;
  useStyle(style, { options, round });
  return answerBattle(v);
}

function followUp(s: MbShogunState, c: number, style: Style): MbShogunMove {
  const w = s.war!;
  const camp = w.campaign!;
  const a = s.colours[c]!.armies[camp.army]!;
  const here = a.province;
  const stop: MbShogunMove = { type: 'follow-up', move: null, attack: null };
  const positions: { at: number; move: number }[] = [{ at: here, move: -1 }];
  if (!camp.calledOff && (total(s.provinces[here]!.force) > 0 || total(a.units) > 1)) {
    for (const q of NEIGHBOURS[here]!) if (isEmpty(s.provinces[q]!)) positions.push({ at: q, move: q });
  }
  let bestMove: MbShogunMove = stop;
  let bestScore = 0;
  for (const pos of positions) {
    const gain = pos.move >= 0 ? 1 : 0;
    let attack = -1;
    let attackScore = 0;
    for (const q of NEIGHBOURS[pos.at]!) {
      if (q === pos.move || !attackable(s, c, q) || isEmpty(s.provinces[q]!)) continue;
      const o = odds(armyForce(s, c, camp.army), defenceOf(s, q, w.bonusLeft[String(q)]), seaOf(pos.at, q));
      if (o.win < style.attackAt - (ofLeader(s, q) ? knobs.leaderDrop : 0)) continue;
      const v = o.win * targetValue(s, q) - o.wiped * 3;
      if (v > attackScore) {
        attackScore = v;
        attack = q;
      }
    }
    const score = gain + attackScore;
    if (score > bestScore) {
      bestScore = score;
      const m: MbShogunMove = { type: 'follow-up', move: pos.move >= 0 ? provinceId(pos.move) : null, attack: attack >= 0 ? provinceId(attack) : null };
      if (pos.move >= 0 && total(s.provinces[here]!.force) === 0) {
        const t = [3, 1, 2, 0].find((x) => a.units[x]! > 0)!;
        const g: Units = [0, 0, 0, 0];
        g[t] = 1;
        m.garrison = unitSpec(g);
        if (!roninOk(armyRegulars(a) - 1, a.ronin + a.hidden)) continue;
      }
      if (checkFollowUp(s, c, m as unknown as Record<string, unknown>).ok) bestMove = m;
    }
  }
  return bestMove;
}

/**
 * Phase D's provincial forces: each own force sends its spare units, one each, into the adjacent empty provinces
 * (on `board`, the board after the armies' moves; `locked`: provinces the armies conquered, whose units stay and
 * which no force enters).
 */
function forceExpansion(board: MbShogunState, c: number, locked: readonly number[]): ForceMoveSpec[] {
  const forces: ForceMoveSpec[] = [];
  const taken = new Set<number>(locked);
  board.provinces.forEach((p, i) => {
    if (!knobs.forceExpand || p.owner !== c || locked.includes(i) || p.forceRonin + p.forceHidden > 0) return;
    const spare = total(p.force) - (p.army >= 0 ? 0 : 1);
    if (spare <= 0) return;
    const units = p.force.slice() as Units;
    let left = spare;
    for (const q of NEIGHBOURS[i]!) {
      if (left <= 0) break;
      if (!isEmpty(board.provinces[q]!) || taken.has(q)) continue;
      const t = [3, 1, 2, 0].find((x) => units[x]! > 0);
      if (t === undefined) break;
      units[t]!--;
      const u: Units = [0, 0, 0, 0];
      u[t] = 1;
      forces.push({ from: provinceId(i), to: provinceId(q), units: unitSpec(u) });
      taken.add(q);
      left--;
    }
  });
  return forces;
}

/** An army's Phase D detachments, one unit into each empty province of `empties` while it keeps knobs.armyKeep (or null). */
function detachOf(a: ArmyState, ai: number, empties: readonly number[]): MarchSpec | null {
  const detach: { to: string; units: ReturnType<typeof unitSpec> }[] = [];
  const units = a.units.slice() as Units;
  for (const q of empties) {
    if (total(units) <= knobs.armyKeep) break;
    const t = [3, 1, 2, 0].find((x) => units[x]! > 0);
    if (t === undefined) break;
    units[t]!--;
    const u: Units = [0, 0, 0, 0];
    u[t] = 1;
    detach.push({ to: provinceId(q), units: unitSpec(u) });
  }
  if (detach.length === 0) return null;
  if (!roninOk(1 + total(units), a.ronin + a.hidden)) return null;
  return { army: ai, path: [], detach };
}

/**
 * The rollouts' Phase D (Style.lean): finalMoves' armies and forces planned on the board as it stands (no copy per
 * army: a province an earlier army detaches into is taken) and checked once; null when the check fails.
 */
function leanFinalMoves(s: MbShogunState, c: number): MbShogunMove | null {
  const marches: MarchSpec[] = [];
  const conquered: number[] = [];
  const col = s.colours[c]!;
  for (let ai = 0; ai < col.armies.length; ai++) {
    const a = col.armies[ai]!;
    if (!a.alive || a.assassinated || a.province < 0) continue;
    const empties = NEIGHBOURS[a.province]!.filter((q) => isEmpty(s.provinces[q]!) && !conquered.includes(q));
    const march = detachOf(a, ai, empties);
    if (!march) continue;
    for (const d of march.detach!) conquered.push(provinceIndex(d.to));
    marches.push(march);
  }
  const forces = forceExpansion(s, c, conquered);
  if (marches.length === 0 && forces.length === 0) return { type: 'final-moves', marches, forces };
  return 'error' in runPhaseMoves(cloneBoard(s), c, 'D', marches, forces) ? null : { type: 'final-moves', marches, forces };
}

/** Phase D: conquer every adjacent empty province that spare units can reach. */
function finalMoves(s: MbShogunState, c: number): MbShogunMove {
  // The board after the armies' moves so far: the view itself until the first (copies only when an army moves).
  let work = s;
  let conquered: number[] = [];
  const marches: MarchSpec[] = [];
  // Armies split off a unit into adjacent empty provinces while keeping a core.
  s.colours[c]!.armies.forEach((a, ai) => {
    if (!a.alive || a.assassinated || a.province < 0) return;
    const march = detachOf(a, ai, NEIGHBOURS[a.province]!.filter((q) => isEmpty(work.provinces[q]!)));
    if (!march) return;
    const trial = cloneBoard(work);
    const r = runPhaseMoves(trial, c, 'D', [march], []);
    if ('error' in r) return;
    work = trial;
    conquered = r.conquered;
    marches.push(march);
  });
  // The armies' moves applied together (one was just applied to a copy of the board; none leaves it as it is).
  let afterArmies = work;
  let locked = conquered;
  if (marches.length > 1) {
    afterArmies = cloneBoard(s);
    const r = runPhaseMoves(afterArmies, c, 'D', marches, []);
    locked = 'error' in r ? [] : r.conquered;
  }
  const forces = forceExpansion(afterArmies, c, locked);
  if (marches.length === 0 && forces.length === 0) return { type: 'final-moves', marches, forces };
  let check = runPhaseMoves(cloneBoard(s), c, 'D', marches, forces);
  if ('error' in check) {
    check = runPhaseMoves(cloneBoard(s), c, 'D', marches, []);
    return 'error' in check ? { type: 'final-moves', marches: [], forces: [] } : { type: 'final-moves', marches, forces: [] };
  }
  return { type: 'final-moves', marches, forces };
}


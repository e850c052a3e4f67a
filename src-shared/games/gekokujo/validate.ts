/**
 * Whether a move is legal (validate), read from a Table so that views can be checked the same way as states.
 * `validateMove` adds the kernel's who-may-move checks for callers outside the ruleset (the bots, tests).
 * Every check names the rule it enforces; bad JSON gives a RuleError, never a throw.
 */
import { checkWhoMayMove } from '../../kernel/define-ruleset';
import { err, ok, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import { refuse } from './errors';
import {
  ALLIED_STACK_LIMIT, BUSHI_COST, UNIT_COST, BUSHI_PER_CLAN, CASTLE_COST, CLANS, FORTIFY_COST, FUND_DEPOSIT_MAX,
  NINJA_COST, STACK_LIMIT, type Clan,
} from './data';
import { allied, allyOf, controller, hasEnemy, NEIGHBOURS, PROVINCES, provincesOf, size, totals } from './board';
import { assassinTargets, forcedLosses, hitsTaken, maxRonin, sideUnits } from './battle';
import { diversionBarred } from './glory';
import { alliedRoom, diverted, movable, rangeOf, unitAllowed } from './movement';
import { pactTargets } from './politics';
import { halvingCounts, retreatAfterGiveUp } from './vassals';
import { DECISIONS, kokuOf, pendingOf, type Table } from './flow';
import type { GekokujoMove, NinjaMission } from './types';
import { UNIT_KINDS, type UnitKind } from './units';

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isProvince = (x: unknown): x is number => isInt(x) && x >= 0 && x < PROVINCES;
const isCount = (x: unknown): x is number => isInt(x) && x >= 0 && x <= 1000;
const bad = refuse;

/** May the seat still spend Koku on recruiting and building? Not on the Gekokujō assault (ruling). */
const mayBuy = (t: Table, seat: Seat) => !(t.players[seat]!.liege !== null && t.players[seat]!.path === 'assault');

/** The game's own rule checks: the kernel has checked that the seat may move and that the kind answers its decision. */
export function validate(t: Table, seat: Seat, raw: unknown): Result<GekokujoMove, RuleError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('bad-move', 'a move is an object with a type');
  const m = raw as Record<string, unknown>;
  const type = m.type;
  const pl = t.players[seat]!;
  switch (type) {
    case 'clan': {
      const clan = m.clan;
      if (typeof clan !== 'string' || !(CLANS as readonly string[]).includes(clan)) return bad('bad-clan', `clan is one of ${CLANS.join(', ')}`);
      if (t.players.some((p) => p.clan === clan)) return bad('clan-taken', `${clan} is already taken`);
      if (m.unit !== undefined) {
        if (!t.options.specialized || !unitAllowed(t, m.unit)) return bad('bad-unit', 'a starting unit type only with Specialized Warfare (arquebusiers with Technological Change)');
        return ok({ type, clan: clan as Clan, unit: m.unit as UnitKind });
      }
      return ok({ type, clan: clan as Clan });
    }
    case 'disband': {
      const ps = m.provinces;
      const need = t.disband[seat]!;
      if (!Array.isArray(ps) || !ps.every(isProvince)) return bad('bad-provinces', 'provinces is a list of province indexes');
      if (ps.length !== need) return bad('wrong-count', `bankruptcy (§3.5) removes exactly ${need} Bushi`, { n: need });
      for (const p of new Set(ps)) {
        if (ps.filter((x) => x === p).length > t.units[p]![seat]!.b) return bad('not-enough-bushi', `not that many Bushi in province ${p}`);
      }
      return ok({ type, provinces: ps.slice() });
    }
    case 'vassal-path': {
      const path = m.path;
      const deposit = m.deposit ?? 0;
      if (path !== 'assault' && path !== 'fund') return bad('bad-path', "path is 'assault' or 'fund'");
      if (!isCount(deposit)) return bad('bad-deposit', 'deposit is a whole number', { max: Math.min(FUND_DEPOSIT_MAX, kokuOf(t, seat)), limit: FUND_DEPOSIT_MAX });
      if (path === 'assault' && deposit !== 0) return bad('bad-deposit', 'the assault pays nothing into the fund', { max: Math.min(FUND_DEPOSIT_MAX, kokuOf(t, seat)), limit: FUND_DEPOSIT_MAX });
      if (deposit > FUND_DEPOSIT_MAX || deposit > kokuOf(t, seat)) return bad('bad-deposit', `deposit at most ${FUND_DEPOSIT_MAX} Koku and what you have (§5.1.2)`, { max: Math.min(FUND_DEPOSIT_MAX, kokuOf(t, seat)), limit: FUND_DEPOSIT_MAX });
      return ok({ type, path, deposit });
    }
    case 'halve':
      return validateHalve(t, seat, m);
    case 'recruit': {
      const { province: p, count } = m;
      if (!mayBuy(t, seat)) return bad('assault', 'on the Gekokujō assault Koku goes only to Ronin (ruling)');
      if (!isProvince(p) || !isInt(count) || count < 1) return bad('bad-recruit', 'recruit names a province and a count ≥ 1');
      if (t.heldAtPhase1[p] !== seat || controller(t, p) !== seat) return bad('not-held', 'recruits go to a province you held at the start of phase 1 (v79 §5.2)');
      if (t.ninja?.mission === 'sabotage' && t.ninja.target === p) return bad('sabotaged', 'no recruiting in a sabotaged province (§6.1)');
      if (size(t.units[p]![seat]!) + count > STACK_LIMIT) return bad('stacking', `at most ${STACK_LIMIT} units of one player in a province`, { max: STACK_LIMIT, room: STACK_LIMIT - size(t.units[p]![seat]!) });
      if (!alliedRoom(t, seat, p, count)) return bad('allied-stacking', `allies together at most ${ALLIED_STACK_LIMIT} units in a province (§7.1)`, { max: ALLIED_STACK_LIMIT });
      if (t.options.specialized !== (m.unit !== undefined)) return bad('bad-unit', t.options.specialized ? 'name the unit type (Specialized Warfare)' : 'no unit types without Specialized Warfare');
      if (t.options.specialized && !unitAllowed(t, m.unit)) return bad('bad-unit', 'unit is spear, sword, archer, banner (arquebus with Technological Change)');
      const price = t.options.specialized ? UNIT_COST[UNIT_KINDS.indexOf(m.unit as UnitKind)]! : BUSHI_COST;
      if (count * price > kokuOf(t, seat)) return bad('no-koku', 'not enough Koku', { cost: count * price, koku: kokuOf(t, seat) });
      if (totals(t, seat).b + count > BUSHI_PER_CLAN) return bad('no-bushi', `a clan has ${BUSHI_PER_CLAN} Bushi`, { n: BUSHI_PER_CLAN - totals(t, seat).b });
      return ok(t.options.specialized ? { type, province: p, count, unit: m.unit as UnitKind } : { type, province: p, count });
    }
    case 'castle': {
      const p = m.province;
      if (!mayBuy(t, seat)) return bad('assault', 'on the Gekokujō assault Koku goes only to Ronin (ruling)');
      if (!isProvince(p) || controller(t, p) !== seat) return bad('not-held', 'build a castle in a province you control (§6.2)');
      if (pl.castle !== null) return bad('has-castle', 'one castle per player on the map');
      if (t.castlesLeft <= 0) return bad('no-castles', 'all castle pieces are in play');
      if (kokuOf(t, seat) < CASTLE_COST) return bad('no-koku', `a castle costs ${CASTLE_COST} Koku`, { cost: CASTLE_COST, koku: kokuOf(t, seat) });
      return ok({ type, province: p });
    }
    case 'fortify':
      if (!mayBuy(t, seat)) return bad('assault', 'on the Gekokujō assault Koku goes only to Ronin (ruling)');
      if (pl.castle === null || pl.fortified) return bad('no-castle', 'fortify an unfortified castle of yours (§6.2)');
      if (kokuOf(t, seat) < FORTIFY_COST) return bad('no-koku', `fortifying costs ${FORTIFY_COST} Koku`, { cost: FORTIFY_COST, koku: kokuOf(t, seat) });
      return ok({ type });
    case 'ninja': {
      const mission = m.mission;
      const target = m.target ?? null;
      if (!mayBuy(t, seat)) return bad('assault', 'on the Gekokujō assault Koku goes only to Ronin (ruling)');
      if (t.ninja) return bad('ninja-taken', 'the Ninja is already hired this round');
      if (kokuOf(t, seat) < NINJA_COST) return bad('no-koku', `the Ninja costs ${NINJA_COST} Koku`, { cost: NINJA_COST, koku: kokuOf(t, seat) });
      if (mission !== 'sabotage' && mission !== 'diversion' && mission !== 'assassinate') return bad('bad-mission', 'mission is sabotage, diversion or assassinate');
      if (mission === 'assassinate') {
        if (target !== null) return bad('bad-target', 'the assassination is covert: no target');
        return ok({ type, mission, target: null });
      }
      if (!isProvince(target)) return bad('bad-target', `${mission} needs a target province`);
      if (mission === 'diversion' && diversionBarred(t, target)) {
        return bad('bad-target', 'no diversion on a Mandate province while anyone is on the Path of Glory (sheet §12.4, v79 §9.1)');
      }
      return ok({ type, mission: mission as NinjaMission, target });
    }
    case 'sow': {
      const { sow, store } = m;
      if (!Array.isArray(sow) || !isCount(store)) return bad('bad-sow', 'sow is a list of {province, amount}; store a count');
      const out: { province: number; amount: number }[] = [];
      let total = store;
      for (const x of sow as unknown[]) {
        const e = x as Record<string, unknown> | null;
        if (typeof e !== 'object' || e === null || !isProvince(e.province) || !isInt(e.amount) || e.amount < 1) return bad('bad-sow', 'each sowing names a province and an amount ≥ 1');
        if (controller(t, e.province) !== seat) return bad('not-held', 'sow only on provinces you control (§7.3)');
        if (out.some((o) => o.province === e.province)) return bad('bad-sow', 'one entry per province');
        out.push({ province: e.province, amount: e.amount });
        total += e.amount;
      }
      if (total > kokuOf(t, seat)) return bad('no-koku', 'not that much Koku', { cost: total, koku: kokuOf(t, seat) });
      return ok({ type, sow: out, store });
    }
    case 'end-recruit':
    case 'end-moves':
      return ok({ type });
    case 'march': {
      const { from, path, d, b } = m;
      if (!isProvince(from) || !Array.isArray(path) || path.length === 0 || !path.every(isProvince) || !isCount(d) || !isCount(b) || d + b < 1) {
        return bad('bad-march', 'march names from, a non-empty path of provinces, and d + b ≥ 1 units');
      }
      const can = movable(t, seat, from);
      if (d > can.d || b > can.b) return bad('not-movable', 'not that many units there that have not moved this turn');
      let kinds: number[] | undefined;
      if (t.options.specialized) {
        const k = m.kinds;
        if (!Array.isArray(k) || k.length !== 5 || !k.every(isCount) || k.reduce((a: number, x: number) => a + x, 0) !== b) return bad('bad-march', 'kinds: 5 counts (spear, sword, archer, banner, arquebus) summing to b');
        if (k.some((x: number, i: number) => x > can.k![i]!)) return bad('not-movable', 'not that many units of that type there that have not moved');
        kinds = k.slice();
      } else if (m.kinds !== undefined) return bad('bad-march', 'no unit types without Specialized Warfare');
      if (path.length > rangeOf(t, seat, d, b, from, kinds)) return bad('too-far', 'Bushi move 2, Daimyō 3 (Takeda: a Daimyō takes up to 6 Bushi along at 3)');
      let at = from;
      for (let i = 0; i < path.length; i++) {
        const q = path[i]!;
        if (!NEIGHBOURS[at]!.includes(q)) return bad('not-adjacent', `province ${q} does not border ${at}`);
        if (i < path.length - 1 && hasEnemy(t, seat, q)) return bad('must-stop', 'units stop on entering a province with other players’ units (v79 §6.1.3)');
        at = q;
      }
      if (diverted(t, seat, at)) return bad('diversion', 'the Ninja’s diversion protects that province this round');
      if (at === from) return bad('bad-march', 'a march ends somewhere else');
      if (size(t.units[at]![seat]!) + d + b > STACK_LIMIT) return bad('stacking', `at most ${STACK_LIMIT} units of one player in a province`, { max: STACK_LIMIT, room: STACK_LIMIT - size(t.units[at]![seat]!) });
      if (!alliedRoom(t, seat, at, d + b)) return bad('allied-stacking', `allies together at most ${ALLIED_STACK_LIMIT} units in a province (§7.1)`, { max: ALLIED_STACK_LIMIT });
      return ok(kinds ? { type, from, path: path.slice(), d, b, kinds } : { type, from, path: path.slice(), d, b });
    }
    case 'betray': {
      if (allyOf(t, seat) === null) return bad('no-pact', 'you have no pact to break');
      return ok({ type });
    }
    case 'offer': {
      const to = m.to ?? null;
      if (to === null) return ok({ type, to: null });
      if (!pactTargets(t, seat).includes(to as number)) return bad('bad-offer', 'offer a pact to a free player without a pact this round (§7.1)');
      return ok({ type, to: to as Seat });
    }
    case 'answer': {
      if (typeof m.accept !== 'boolean') return bad('bad-answer', 'accept is true or false');
      return ok({ type, accept: m.accept });
    }
    case 'battle': {
      const p = m.province;
      if (!t.battles.includes(p as number)) return bad('no-battle', 'choose one of the battles you caused');
      return ok({ type, province: p as number });
    }
    case 'ronin': {
      const count = m.count;
      if (!isCount(count) || count > maxRonin(t, seat)) return bad('bad-ronin', `hire 0..${maxRonin(t, seat)} Ronin (never more than your Bushi here, §4.4)`, { max: maxRonin(t, seat) });
      return ok({ type, count });
    }
    case 'assassinate': {
      const target = m.target ?? null;
      if (target !== null && !assassinTargets(t).includes(target as number)) return bad('bad-target', 'the Ninja strikes an enemy here without a Daimyō');
      return ok({ type, target: target as Seat | null });
    }
    case 'split': {
      const b = t.battle!;
      const hits = m.hits;
      const me = b.sides.indexOf(seat);
      if (!Array.isArray(hits) || hits.length !== b.sides.length || !hits.every(isCount)) return bad('bad-split', 'hits per side of the battle');
      if (hits[me] !== 0) return bad('bad-split', 'no hits on yourself');
      if (hits.some((h: number, j: number) => h > 0 && j !== me && allied(t, seat, b.sides[j]!))) return bad('bad-split', 'no hits on your ally (§7.1)');
      if (hits.reduce((a: number, x: number) => a + x, 0) !== b.hits[me]) return bad('split-total', `split exactly your ${b.hits[me]} hits`, { n: b.hits[me]! });
      return ok({ type, hits: hits.slice() });
    }
    case 'casualties': {
      const b = t.battle!;
      const j = b.sides.indexOf(seat);
      const u = sideUnits(t, b, j);
      const { d, b: bu, r } = m;
      if (!isCount(d) || !isCount(bu) || !isCount(r)) return bad('bad-casualties', 'casualties are counts d, b, r');
      if (d > u.d || bu > u.b || r > u.r) return bad('bad-casualties', 'not that many units in the battle');
      const due = Math.min(hitsTaken(b, j), u.d + u.b + u.r);
      if (d + bu + r !== due) return bad('casualties-total', `remove exactly ${due} units`, { n: due });
      if (u.k) {
        const k = m.kinds;
        if (!Array.isArray(k) || k.length !== 5 || !k.every(isCount) || k.reduce((a: number, x: number) => a + x, 0) !== bu || k.some((x: number, i: number) => x > u.k![i]!)) {
          return bad('bad-casualties', 'kinds: the types of the non-Daimyō losses (5 counts summing to b)');
        }
        return ok({ type, d, b: bu, r, kinds: k.slice() });
      }
      return ok({ type, d, b: bu, r });
    }
  }
  return bad('bad-move', `unknown move type ${String(type)}`);
}

function validateHalve(t: Table, seat: Seat, m: Record<string, unknown>): Result<GekokujoMove, RuleError> {
  const { giveUp, remove } = m;
  if (!Array.isArray(giveUp) || !giveUp.every(isProvince) || !Array.isArray(remove) || !remove.every(isProvince)) {
    return bad('bad-halve', 'halve lists provinces to give up and provinces to remove units from');
  }
  const mine = provincesOf(t, seat);
  const need = halvingCounts(t, seat).giveUp;
  if (new Set(giveUp).size !== giveUp.length || giveUp.length !== need || !giveUp.every((p) => mine.includes(p))) {
    return bad('bad-halve', `give up exactly ${need} different provinces of yours (§5.1.1)`);
  }
  const after = retreatAfterGiveUp(t, seat, giveUp);
  const units = after.b.reduce((a, x) => a + x, 0);
  if (remove.length !== Math.floor(units / 2)) return bad('bad-halve', `then remove exactly ${Math.floor(units / 2)} units`);
  for (const p of new Set(remove)) if (remove.filter((x) => x === p).length > after.b[p]!) return bad('bad-halve', `not that many units in province ${p}`);
  return ok({ type: 'halve', giveUp: giveUp.slice(), remove: remove.slice() });
}

/** Does a battle side have a real choice of casualties? */
export const mustChoose = (t: Table, i: number): boolean => forcedLosses(t, t.battle!, i) === null;

/**
 * Why a move the panel composed would be refused, or null (issue 22: said before it is sent). The panels call it on
 * the seat's own view: a view is a Table, so this is validate itself (with the kernel's who-may-move first) and the
 * two cannot disagree on what the view holds (the tests: src-shared/games/gekokujo/refusal-checks.test.ts).
 */
export function moveRefusal(view: Table, seat: Seat, draft: unknown): RuleError | null {
  const r = validateMove(view, seat, draft);
  return r.ok ? null : r.error;
}

/** The whole check on a state or a view, as the ruleset makes it: who may move (the kernel's, from DECISIONS), then the rules. */
export function validateMove(t: Table, seat: Seat, raw: unknown): Result<GekokujoMove, RuleError> {
  const refused = checkWhoMayMove({ maxPlayers: t.players.length, pending: pendingOf }, DECISIONS, true, t, seat, raw);
  return refused ? err(refused) : validate(t, seat, raw);
}

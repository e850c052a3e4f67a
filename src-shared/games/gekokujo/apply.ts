/**
 * Applying one move (v74): the switch over move kinds on the kernel's private copy of the state (clone.ts), with the
 * resumed Rng; then the round's automatic steps until someone must decide.
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import type { Seat } from '../../kernel/ruleset';
import { CASTLE_COST, FORTIFY_COST, FUND_TARGET, NINJA_COST, START_BUSHI, START_DAIMYO, START_PROVINCE, BUSHI_COST, UNIT_COST } from './data';
import { allied, controller, hasEnemy, PROVINCES, size } from './board';
import { addUnits, emptyStack, takeUnits, UNIT_KINDS, type UnitKind } from './units';
import { answerPact, breakPact, offerPact } from './politics';
import { roninCost } from './battle';
import { checkMandateGain, soleHolder } from './glory';
import { checkCastles, checkEliminations } from './bookkeeping';
import { advance, startBattle } from './round';
import { ownMovedStack, ownRow, ownStack } from './clone';
import { halve } from './vassals';
import type { GekokujoEvent, GekokujoMove, GekokujoState } from './types';

type Ev = GekokujoEvent[];

const oneHot = (unit: UnitKind, n: number): number[] => UNIT_KINDS.map((u) => (u === unit ? n : 0));

export function apply(ctx: ApplyContext<GekokujoState, GekokujoEvent>, seat: Seat, move: GekokujoMove): void {
  const s = ctx.state;
  const rng = ctx.rng;
  // The round's helpers push into a list; the kernel gets the events in order.
  const ev: Ev = [];
  const pl = s.players[seat]!;
  switch (move.type) {
    case 'clan':
      pl.clan = move.clan;
      ev.push({ type: 'clan-chosen', seat, clan: move.clan });
      {
        // §2.3 start: 3 Daimyō + 1 Bushi (Specialized Warfare: a unit of the player's choice, ruling; default swordsman).
        const st = emptyStack(s.options.specialized);
        st.d = START_DAIMYO;
        addUnits(st, START_BUSHI, oneHot(move.unit ?? 'sword', START_BUSHI));
        ownRow(s, START_PROVINCE[move.clan])[seat] = st;
      }
      s.turn++;
      break;
    case 'disband':
      for (const p of move.provinces) takeUnits(ownStack(s, p, seat), 1);
      s.disband[seat] = 0;
      ev.push({ type: 'disbanded', seat, provinces: move.provinces.slice() });
      checkCastles(s, ev);
      break;
    case 'vassal-path':
      pl.path = move.path;
      pl.koku -= move.deposit;
      pl.fund += move.deposit;
      ev.push({ type: 'vassal-path', seat, path: move.path, deposit: move.deposit, fund: pl.fund });
      if (pl.fund >= FUND_TARGET) {
        pl.liege = null;
        pl.path = null;
        pl.fund = 0;
        ev.push({ type: 'liberated', seat, how: 'fund' });
      }
      s.vassalChoosing = s.vassalChoosing.filter((x) => x !== seat);
      break;
    case 'halve': {
      halve(s, seat, move.giveUp, move.remove);
      s.halve.shift();
      ev.push({ type: 'halved', seat, giveUp: move.giveUp.slice(), remove: move.remove.slice() });
      checkCastles(s, ev);
      checkEliminations(s, ev);
      break;
    }
    case 'recruit': {
      const kind = move.unit ? UNIT_KINDS.indexOf(move.unit) : -1;
      pl.koku -= move.count * (kind >= 0 ? UNIT_COST[kind]! : BUSHI_COST);
      addUnits(ownStack(s, move.province, seat), move.count, move.unit ? oneHot(move.unit, move.count) : null);
      ev.push({ type: 'recruited', seat, province: move.province, count: move.count, ...(move.unit ? { unit: move.unit } : {}) });
      break;
    }
      break;
    case 'castle':
      pl.koku -= CASTLE_COST;
      pl.castle = move.province;
      s.castlesLeft--;
      ev.push({ type: 'castle-built', seat, province: move.province });
      break;
    case 'fortify':
      pl.koku -= FORTIFY_COST;
      pl.fortified = true;
      ev.push({ type: 'fortified', seat, province: pl.castle! });
      break;
    case 'ninja': {
      pl.koku -= NINJA_COST;
      s.ninja = { seat, mission: move.mission, target: move.target, used: false };
      const covert = move.mission === 'assassinate';
      // The hire is public; a covert mission is told to its owner only.
      if (covert) {
        ev.push({ type: 'ninja-hired', seat, mission: null, target: null, visibleTo: s.players.map((_, i) => i).filter((i) => i !== seat) });
        ev.push({ type: 'ninja-hired', seat, mission: 'assassinate', target: null, visibleTo: [seat] });
      } else ev.push({ type: 'ninja-hired', seat, mission: move.mission, target: move.target });
      break;
    }
    case 'end-recruit':
      s.turn++;
      break;
    case 'offer':
      offerPact(s, seat, move.to, ev);
      break;
    case 'answer':
      answerPact(s, seat, move.accept, ev);
      break;
    case 'betray':
      breakPact(s, seat, 'betrayal', ev);
      break;
    case 'sow': {
      for (const { province, amount } of move.sow) {
        s.sown[province]! += amount;
        s.sownBy[province] = seat;
        pl.koku -= amount;
      }
      pl.koku -= move.store;
      s.stored[seat]! += move.store;
      if (move.sow.length) ev.push({ type: 'sown', seat, sow: move.sow.map((x) => ({ ...x })) });
      if (move.store) ev.push({ type: 'stored', seat, amount: move.store, visibleTo: [seat] });
      s.turn++;
      break;
    }
    case 'march': {
      const dest = move.path[move.path.length - 1]!;
      const wasEmpty = s.units[dest]!.every((st) => size(st) === 0);
      const before = controller(s, dest);
      const soleBefore = soleHolder(s, dest);
      // Political: entering an ally's province leaves its control with the ally (§7.1).
      if (before !== null && before !== seat && allied(s, seat, before)) s.shareOwner[dest] = before;
      const src = ownStack(s, move.from, seat);
      src.d -= move.d;
      takeUnits(src, move.b, move.kinds ?? null);
      const to = ownStack(s, dest, seat);
      to.d += move.d;
      addUnits(to, move.b, move.kinds ?? null);
      const moved = ownMovedStack(s, dest);
      moved.d += move.d;
      addUnits(moved, move.b, move.kinds ?? null);
      ev.push({ type: 'marched', seat, from: move.from, path: move.path.slice(), d: move.d, b: move.b, ...(move.kinds ? { kinds: move.kinds.slice() } : {}) });
      if (wasEmpty) ev.push({ type: 'province-taken', seat, province: dest });
      checkCastles(s, ev);
      checkMandateGain(s, dest, soleBefore, ev);
      break;
    }
    case 'end-moves': {
      // Battles wherever the active player shares a province (sheet §8); none in a diverted province (ruling).
      const out: number[] = [];
      for (let p = 0; p < PROVINCES; p++) {
        if (size(s.units[p]![seat]!) > 0 && hasEnemy(s, seat, p) && !(s.ninja?.mission === 'diversion' && s.ninja.target === p)) out.push(p);
      }
      s.battles = out;
      s.step = 'battle-choice';
      break;
    }
    case 'battle':
      startBattle(s, move.province, ev);
      break;
    case 'ronin': {
      const b = s.battle!;
      const i = b.sides.indexOf(seat);
      if (move.count > 0) {
        const cost = roninCost(s, seat, move.count);
        pl.koku -= cost;
        b.ronin[i] = move.count;
        s.roninLeft -= move.count;
        ev.push({ type: 'ronin-hired', seat, province: b.province, count: move.count, cost });
      }
      b.turn = i + 1;
      break;
    }
    case 'assassinate': {
      const b = s.battle!;
      b.asked = true;
      if (move.target !== null) {
        s.ninja!.used = true;
        const st = ownStack(s, b.province, move.target);
        const j = b.sides.indexOf(move.target);
        let unit: 'bushi' | 'ronin' = 'bushi';
        if (st.b > 0) takeUnits(st, 1);
        else {
          b.ronin[j]!--;
          s.roninLeft++;
          unit = 'ronin';
        }
        ev.push({ type: 'assassination', seat, victim: move.target, province: b.province, unit });
      }
      break;
    }
    case 'split': {
      const b = s.battle!;
      const i = b.sides.indexOf(seat);
      b.hitsOn[i] = move.hits.slice();
      b.turn = i + 1;
      ev.push({ type: 'hits-assigned', seat, hits: move.hits.slice(), sides: b.sides.slice() });
      break;
    }
    case 'casualties': {
      const b = s.battle!;
      const j = b.sides.indexOf(seat);
      b.losses[j] = { d: move.d, b: move.b, r: move.r, ...(move.kinds ? { k: move.kinds.slice() } : {}) };
      b.toChoose = b.toChoose.filter((x) => x !== j);
      break;
    }
  }
  advance(s, rng, ev);
  for (const e of ev) ctx.emit(e);
}


/**
 * The conformance suite's secret pairs: two states that differ only in what
 * one colour keeps secret; another seat's views of them must be equal.
 */
import { Rng } from '../../kernel/rng';
import type { SecretPair } from '../game-module';
import { provinceId, total } from './board';
import { cloneState } from './clone';
import { mbShogun as R } from './index';
import type { Allocation, MbShogunState } from './types';

/** Plays random moves (each from the mover's view) until `until` holds. */
function playUntil(players: 2 | 3 | 4 | 5, seed: string, until: (s: MbShogunState) => boolean, limit = 20_000): MbShogunState {
  const o = R.parseOptions({ players, roundLimit: 30 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, seed);
  const rng = Rng.seeded(`${seed}/secret`);
  for (let i = 0; i < limit && !until(s); i++) {
    const p = R.pending(s);
    if (p.length === 0) break;
    const seat = p[0]!.seat;
    s = R.apply(s, seat, R.randomMove(R.view(s, seat), rng)).state;
  }
  if (!until(s)) throw new Error(`secret pair: no such position from seed ${seed}`);
  return s;
}

/** Seat 1 while seat 0 has allocated and seat 1 has not: another split of seat 0's koku must not show. */
function allocationPair(): SecretPair {
  const a = playUntil(4, 'secret-alloc', (s) => s.stage.kind === 'plan' && s.round >= 2 && s.alloc[0] !== null && s.alloc[1] === null && (s.alloc[0]!.levy > 0 || s.alloc[0]!.swords > 0));
  const b = cloneState(a);
  const al = b.alloc[0] as Allocation;
  const from = al.levy > 0 ? 'levy' : 'swords';
  al[from]--;
  al.ninja++;
  return { seat: 1, a, b, what: "seat 0's secret koku allocation" };
}

/** Seat 1 while seat 0 has hidden ronin: the same group standing with another of its troops must not show. */
function roninPair(): SecretPair {
  const a = playUntil(4, 'secret-ronin', (s) => s.stage.kind === 'war' && s.provinces.some((p) => p.owner === 0 && p.forceHidden > 0));
  const b = cloneState(a);
  const from = b.provinces.findIndex((p) => p.owner === 0 && p.forceHidden > 0);
  const n = b.provinces[from]!.forceHidden;
  const to = b.provinces.findIndex((p, i) => i !== from && p.owner === 0 && p.forceHidden + p.forceRonin === 0 && total(p.force) - 1 >= n && (p.army < 0 || b.colours[0]!.armies[p.army]!.hidden === 0));
  if (to < 0) throw new Error('secret pair: no troop to move the hidden ronin to');
  b.provinces[from]!.forceHidden = 0;
  b.provinces[to]!.forceHidden = n;
  void provinceId;
  return { seat: 1, a, b, what: "where seat 0's hidden ronin stand" };
}

/** Seat 1 during the levy while seat 0's choice is in: another choice must not show. */
function levyPair(): SecretPair {
  const a = playUntil(3, 'secret-levy', (s) => s.stage.kind === 'levy' && Array.isArray(s.inputs[0]) && (s.inputs[0] as unknown[]).length > 0 && s.waiting[1]! && s.inputs[1] === null);
  const b = cloneState(a);
  b.inputs[0] = (b.inputs[0] as unknown[]).slice(1);
  return { seat: 1, a, b, what: "seat 0's secret levy" };
}

export function secretPairs(): SecretPair[] {
  return [allocationPair(), roninPair(), levyPair()];
}

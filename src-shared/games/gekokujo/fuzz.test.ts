/**
 * Fuzz: seeded games of random legal moves (from each mover's view), with the
 * invariants a player could count on the table checked after every move.
 * FUZZ_GAMES sets the count (default 20 to keep CI short; the full run is 1000).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { BUSHI_PER_CLAN, CASTLE_PIECES, RONIN_IN_BOX, STACK_LIMIT } from './data';
import { PROVINCES } from './board';
import { onPath } from './glory';
import { gekokujo as R } from './index';
import type { GekokujoState } from './types';

const GAMES = Number(process.env.FUZZ_GAMES ?? 20);

function check(s: GekokujoState, where: string): void {
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  s.players.forEach((pl, seat) => {
    if (pl.koku < 0) fail(`seat ${seat} has ${pl.koku} Koku`);
    if (pl.eliminated) return;
    let b = 0;
    for (let p = 0; p < PROVINCES; p++) b += s.units[p]![seat]!.b;
    if (b > BUSHI_PER_CLAN) fail(`seat ${seat} has ${b} Bushi`);
    if (pl.castle !== null && s.units[pl.castle]![seat]!.d + s.units[pl.castle]![seat]!.b === 0) fail(`seat ${seat}'s castle stands empty`);
  });
  let daimyoTotal = 0;
  for (let p = 0; p < PROVINCES; p++) {
    s.units[p]!.forEach((st, seat) => {
      if (st.d < 0 || st.b < 0) fail(`negative units at ${p}`);
      if (s.options.specialized !== !!st.k) fail(`unit types present iff Specialized Warfare at ${p}`);
      if (st.k && (st.k.some((x) => x < 0) || st.k.reduce((a, x) => a + x, 0) !== st.b)) fail(`unit types ${st.k.join()} do not sum to ${st.b} at ${p}`);
      const ronin = s.battle?.province === p ? s.battle.ronin[s.battle.sides.indexOf(seat)] ?? 0 : 0;
      if (st.d + st.b + ronin > STACK_LIMIT) fail(`seat ${seat} stacks ${st.d + st.b}+${ronin} in ${p}`);
      daimyoTotal += st.d;
    });
  }
  // Units conserved: Daimyō never appear (3 per clan at most); Ronin in the box + in battle = 30; castles 10.
  if (daimyoTotal > 3 * s.players.length) fail(`${daimyoTotal} Daimyō`);
  const roninOut = s.battle ? s.battle.ronin.reduce((a, x) => a + x, 0) : 0;
  if (s.roninLeft + roninOut !== RONIN_IN_BOX) fail(`Ronin ${s.roninLeft} + ${roninOut} ≠ ${RONIN_IN_BOX}`);
  const castles = s.players.filter((p) => p.castle !== null).length;
  if (castles + s.castlesLeft !== CASTLE_PIECES) fail(`castles ${castles} + ${s.castlesLeft}`);
  if (s.ninja && s.players[s.ninja.seat]!.eliminated) fail('an eliminated player holds the Ninja');
  // Path of Glory (§7.4): only a player whose last Daimyō has fallen collects glory — nobody with a Daimyō holds any.
  s.players.forEach((pl, seat) => {
    if (pl.glory > 0 && !pl.eliminated && !onPath(s, seat)) fail(`seat ${seat} has ${pl.glory} glory but is not on the Path`);
  });
  if (s.phase === 2 || s.step === 'recruit') {
    // a vassal never holds a Daimyō (unless Path of Glory, which has no vassals)
    s.players.forEach((pl, seat) => {
      if (pl.liege === null) return;
      for (let p = 0; p < PROVINCES; p++) if (s.units[p]![seat]!.d > 0) fail(`vassal ${seat} has a Daimyō`);
    });
  }
}

describe('gekokujo fuzz', () => {
  it(`plays ${GAMES} random games to the end with invariants after every move`, () => {
    const t0 = Date.now();
    let moves = 0;
    const reasons: Record<string, number> = {};
    for (let g = 0; g < GAMES; g++) {
      const rng = Rng.seeded(`fuzz-${g}`);
      const players = 4 + (g % 2);
      const options = { players, roundLimit: 4 + rng.int(12), glory: rng.chance(1, 2), rice: rng.chance(1, 2), political: rng.chance(1, 2), ...(rng.chance(1, 2) ? { specialized: true, technology: rng.chance(1, 2) } : {}), startingCapital: rng.chance(3, 4), coastal: rng.chance(1, 4) ? 'seed-list' : 'geographic' };
      const o = R.parseOptions(options);
      if (!o.ok) throw new Error(o.error.message);
      let s = R.setup(o.value, `fuzz-${g}`);
      for (let ply = 0; ; ply++) {
        const pending = R.pending(s);
        if (pending.length === 0) break;
        if (ply > 20_000) throw new Error(`game ${g} does not end`);
        const d = rng.pick(pending);
        const move = R.randomMove(R.view(s, d.seat), rng);
        const v = R.validate(s, d.seat, move);
        if (!v.ok) throw new Error(`game ${g} ply ${ply}: random move illegal: ${v.error.code} ${v.error.message} ${JSON.stringify(move)}`);
        s = R.apply(s, d.seat, v.value).state;
        check(s, `game ${g} ply ${ply} (${move.type})`);
        moves++;
      }
      const r = R.result(s);
      expect(r).not.toBeNull();
      reasons[s.result!.reason] = (reasons[s.result!.reason] ?? 0) + 1;
    }
    console.log(`gekokujo fuzz: ${GAMES} games, ${moves} moves, ${((Date.now() - t0) / 1000).toFixed(1)} s, endings ${JSON.stringify(reasons)}`);
  }, Math.max(600_000, GAMES * 5_000));
});

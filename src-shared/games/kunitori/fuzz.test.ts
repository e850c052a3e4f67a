/**
 * Fuzz: seeded games of random legal moves over 2–6 players, with the
 * invariants a player could count on the table checked after every move
 * (270 cards conserved, no negative actions, buys or Geld, one decision at a
 * time, a finished game has a result). FUZZ_GAMES sets the number of games
 * (default 300 to keep CI short; the 2,000 with FUZZ_GAMES=2000).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { TOTAL_CARDS } from './data/cards';
import { kunitori as R } from './index';
import { cardCensus } from './testing';
import type { KunitoriOptions, KunitoriState } from './types';

const GAMES = Number(process.env.FUZZ_GAMES ?? 300);

const CONFIGS: Partial<KunitoriOptions>[] = [
  { players: 2 },
  { players: 3 },
  { players: 4 },
  { players: 5, ninja: 'others' },
  { players: 6 },
  { players: 2, ninja: 'others' },
  { players: 3, turnLimit: 15 },
];

function check(s: KunitoriState, where: string): void {
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  const census = cardCensus(s);
  if (census !== TOTAL_CARDS) fail(`${census} cards, not ${TOTAL_CARDS}`);
  if (s.pool.some((c) => c < 0)) fail('a negative pool pile');
  const t = s.turn;
  if (t.actions < 0) fail(`actions ${t.actions}`);
  if (t.buys < 0) fail(`buys ${t.buys}`);
  if (t.money < 0) fail(`money ${t.money}`);
  if (t.discount < 0) fail(`discount ${t.discount}`);
  if (s.result && R.pending(s).length > 0) fail('a finished game with a pending decision');
  if (!s.result && R.pending(s).length !== 1) fail('not exactly one decision');
  if (t.phase !== 'action' && s.players[t.seat]!.deployed.length > 0 && t.phase !== 'over') fail('deployed cards not replayed');
  if (s.finalTurns !== null && s.finalTurns < 0) fail('negative final turns');
}

function playGame(options: Partial<KunitoriOptions>, seed: string, checkLegal: boolean): number {
  const parsed = R.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = R.setup(parsed.value, seed);
  const rng = Rng.seeded(`bot:${seed}`);
  check(s, `${seed} setup`);
  let moves = 0;
  for (;;) {
    const pending = R.pending(s);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const m = R.randomMove(R.view(s, seat), rng);
    const v = R.validate(s, seat, m);
    if (!v.ok) throw new Error(`${seed} move ${moves}: random ${JSON.stringify(m)} rejected: ${v.error.message}`);
    if (checkLegal) {
      for (const lm of R.legalMoves(s, seat) ?? []) {
        const lv = R.validate(s, seat, lm);
        if (!lv.ok) throw new Error(`${seed} move ${moves}: legal ${JSON.stringify(lm)} rejected: ${lv.error.message}`);
      }
    }
    const before = JSON.stringify(s);
    const next = R.apply(s, seat, v.value).state;
    if (checkLegal && JSON.stringify(s) !== before) throw new Error(`${seed} move ${moves}: apply mutated its input`);
    s = next;
    moves++;
    check(s, `${seed} move ${moves}`);
    if (moves > 20_000) throw new Error(`${seed}: game does not end`);
  }
  expect(R.result(s)).not.toBeNull();
  return moves;
}

describe('fuzz', () => {
  it(`${GAMES} random games over 2–6 players keep every invariant and end`, () => {
    const t0 = performance.now();
    let moves = 0;
    for (let g = 0; g < GAMES; g++) moves += playGame(CONFIGS[g % CONFIGS.length]!, `fuzz-${g}`, g % 10 === 0);
    const ms = performance.now() - t0;
    // eslint-disable-next-line no-console
    console.log(`kunitori fuzz: ${GAMES} games, ${moves} moves in ${(ms / 1000).toFixed(1)} s (${((GAMES * 1000) / ms).toFixed(1)} games/s)`);
  }, 600_000);
});

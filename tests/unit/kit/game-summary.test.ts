/**
 * The end summary's numbers (kit/summary/summary-data.ts) and each game's
 * `end` (its standing, condition words and knock-outs), read from finished
 * games as the summary reads them: all-seeing views at the checkpoints and
 * the log of every move's events.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@shared/ai/playout';
import { getGame, type GameId } from '@shared/games';
import { replay } from '@shared/kernel/record';
import { buildSeries, decidingMoments, finishingOrder, roundOfPly } from '../../../src-renderer/kit/summary/summary-data';
import type { GameEnd, LoggedMove } from '../../../src-renderer/games/renderer-game';
import { end as mbEnd } from '../../../src-renderer/games/mb-shogun/end';
import { end as hennEnd } from '../../../src-renderer/games/henn-shogun/end';
import { end as gekEnd } from '../../../src-renderer/games/gekokujo/end';
import { end as kuniEnd } from '../../../src-renderer/games/kunitori/end';
import { end as juniEnd } from '../../../src-renderer/games/juni-tsuki/end';
import { describeEvent as mbLine } from '../../../src-renderer/games/mb-shogun/telling';
import { translate } from '../../../src-renderer/i18n';

const t = (key: string, params?: Record<string, string | number>): string => translate('en', key, params);

describe('summary numbers', () => {
  it('keeps one point per ply (the later wins) and skips views the game cannot read', () => {
    const series = buildSeries([
      { ply: 10, round: 2, standing: [3, 4] },
      { ply: 0, round: 0, standing: null },
      { ply: 4, round: 1, standing: [2, 2] },
      { ply: 10, round: 2, standing: [5, 1] },
    ]);
    expect(series).toEqual([
      { ply: 4, round: 1, standing: [2, 2] },
      { ply: 10, round: 2, standing: [5, 1] },
    ]);
  });

  it('picks the three largest swings in the order played (ties to the earlier round), at each round’s weightiest move', () => {
    // Each point is where a round begins: the round runs to the next point.
    const series = [
      { ply: 0, round: 1, standing: [5, 5, 5] }, // round 1 (plies 1-10): swing 1
      { ply: 10, round: 2, standing: [6, 4, 5] }, // round 2: no change
      { ply: 20, round: 3, standing: [6, 4, 5] }, // round 3: swing 4
      { ply: 30, round: 4, standing: [10, 1, 4] }, // round 4: swing 2
      { ply: 40, round: 5, standing: [10, 3, 2] }, // round 5: swing 2
      { ply: 50, round: 5, standing: [12, 2, 1] }, // the end
    ];
    const log: LoggedMove[] = Array.from({ length: 50 }, (_, i) => ({ ply: i + 1, seat: 0, events: i + 1 === 27 ? [{ big: 3 }] : i + 1 === 33 ? [{ big: 1 }] : [] }));
    const weight = (events: readonly unknown[]): number => events.reduce<number>((w, e) => w + ((e as { big?: number }).big ?? 0), 0);
    const moments = decidingMoments(series, log, weight);
    expect(moments.map((m) => m.round)).toEqual([3, 4, 5]);
    expect(moments.map((m) => m.swing)).toEqual([4, 2, 2]);
    // Round 3 (plies 21-30) opens at ply 27, its weightiest move; round 4 (31-40) at 33; round 5 weighs nothing: its first move.
    expect(moments.map((m) => m.ply)).toEqual([27, 33, 41]);
    expect(moments.map((m) => [m.fromPly, m.toPly])).toEqual([
      [20, 30],
      [30, 40],
      [40, 50],
    ]);
    // Without weights, every moment opens at its round's first move.
    expect(decidingMoments(series, log).map((m) => m.ply)).toEqual([21, 31, 41]);
    expect(moments[0]!.change).toEqual([4, -3, -1]);
  });

  it('orders the winners first, then by score, and finds the round of a ply', () => {
    expect(finishingOrder(4, [2], [5, 9, 7, 1], null)).toEqual([2, 1, 0, 3]);
    const series = [
      { ply: 0, round: 1, standing: [] },
      { ply: 10, round: 2, standing: [] },
    ];
    expect(roundOfPly(series, 5)).toBe(1);
    expect(roundOfPly(series, 11)).toBe(2);
  });
});

/** A finished pinned game as the summary sees it: the series of standings and the log. */
function finished(game: GameId, options: Record<string, unknown>, seed: string, end: GameEnd) {
  const { ruleset } = getGame(game)!;
  const { moves, result } = randomPlayout(ruleset, options, seed, { record: true });
  const log: LoggedMove[] = [];
  const views = new Map<number, unknown>();
  const record = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options, seed, moves };
  const { checkpoints } = replay(ruleset, record);
  const wanted = new Set([0, ...checkpoints.map((c) => c.ply), moves.length]);
  let last: unknown[] = [];
  replay(ruleset, record, ({ ply, state, events }) => {
    if (ply > 0) log.push({ ply, seat: moves[ply - 1]!.seat, events });
    if (wanted.has(ply)) views.set(ply, ruleset.view(state, null));
    if (ply === moves.length) last = events;
  });
  const roundAt = (ply: number): number => checkpoints.filter((c) => c.ply <= ply).at(-1)?.round ?? 0;
  const series = buildSeries([...wanted].map((ply) => ({ ply, round: roundAt(ply), standing: end.standing(views.get(ply)) })));
  return { result, log, series, final: views.get(moves.length), last, seats: options.players as number };
}

describe('each game’s end', () => {
  it('MB: provinces per seat end at the result’s scores; seat 0 knocked out by its battles, told in words', () => {
    const g = finished('mb-shogun', { players: 4, extended: false, roundLimit: 6 }, 'summary-mb-6', mbEnd);
    expect(g.series.at(-1)!.standing).toEqual(g.result.scores);
    expect(g.series[0]!.round).toBe(1);
    expect(mbEnd.condition(g.final, g.last, t)).toBe('the most provinces after the last round (round 6)');
    const [out] = mbEnd.knockouts!(g.log, g.seats);
    expect(out!.seat).toBe(0);
    const lines = out!.at.map((a) => mbLine(g.log[a.ply - 1]!.events[a.index], (c) => ['Hanako', 'Taro', 'Yumi', 'Kenji'][c]!, t));
    expect(lines.at(-1)).toMatch(/^Hanako is out of the game: (Taro|Yumi|Kenji) took the last daimyo/);
    expect(lines.some((l) => /in battle against/.test(l ?? ''))).toBe(true);
    expect(lines.every((l) => l && /Hanako/.test(l))).toBe(true);
    const moments = decidingMoments(g.series, g.log, mbEnd.weight);
    expect(moments.length).toBe(3);
    for (const m of moments) expect(m.ply).toBeGreaterThan(m.fromPly);
  });

  it('Gekokujō: provinces end at the result’s scores, from round 1 on; a vassal is named as one', () => {
    const g = finished('gekokujo', { players: 4, roundLimit: 6 }, 'summary-gek-1', gekEnd);
    expect(g.series.at(-1)!.standing).toEqual(g.result.scores);
    expect(g.series[0]!.round).toBeGreaterThanOrEqual(1);
    expect(gekEnd.condition(g.final, g.last, t)).toMatch(/free to win/);
    const notes = [0, 1, 2, 3].map((s) => gekEnd.seatNote!(g.final, s, (x) => `S${x}`, t));
    expect(notes.some((n) => n !== null && /^vassal of S\d: cannot win$/.test(n))).toBe(true);
  });

  it('Kunitori: points from the public holdings end at the result’s scores', () => {
    const g = finished('kunitori', { players: 3, ninja: 'others', turnLimit: 12 }, 'summary-kuni-1', kuniEnd);
    expect(g.series.at(-1)!.standing).toEqual(g.result.scores);
    expect(kuniEnd.condition(g.final, g.last, t)).toMatch(/turn limit/);
  });

  it('Jūni-tsuki: castles end at the castles the result counts; knocked-out players by their lost Daimyō', () => {
    const g = finished('juni-tsuki', { players: 3, years: 1 }, 'summary-juni-1', juniEnd);
    expect(g.series.at(-1)!.standing).toEqual(g.result.scores.map((s) => Math.floor(s / 1_000_000)));
    const outs = juniEnd.knockouts!(g.log, g.seats);
    expect(outs.length).toBeGreaterThan(0);
    for (const k of outs) expect((g.log[k.at.at(-1)!.ply - 1]!.events[k.at.at(-1)!.index] as { type: string }).type).toBe('player-out');
  });

  it('Henn: provinces per season; the condition names the winner’s points', () => {
    const g = finished('henn-shogun', { players: 4, side: 'sun', setup: 'fixed' }, 'summary-henn-1', hennEnd);
    expect(g.series.at(-1)!.standing.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
    expect(hennEnd.condition(g.final, g.last, t)).toBe(`the most points after the winter of year 2 (${Math.max(...g.result.scores)} points)`);
  });
});

/**
 * Loads what a finished game's summary shows: the host's record of the game
 * (`getReplay`), its log (`getReplayLog`, all-seeing: the game is over) and
 * an all-seeing frame at every checkpoint (round starts and the end), and
 * asks the game's `end` for its numbers and words. Nothing here reads a
 * running game: the host answers all-seeing requests only for a game that is
 * over (or has no people in it).
 */
import { shallowRef } from 'vue';
import type { ReplayFrame, ReplayInfo } from '@shared/contract/messages';
import { getApi } from '../../api';
import type { GameEnd, Knockout, LoggedMove } from '../../games/renderer-game';
import { buildSeries, decidingMoments, narrowToMove, roundOfPly, type Moment, type MoveStanding, type SeriesPoint } from './summary-data';
import { findBattles } from '../table/battles';
import { bareContext } from '../table/telling';
import { whyLines, type LoggedBattle, type WhyLine } from './why-lines';

export interface SummaryData {
  info: ReplayInfo;
  log: LoggedMove[];
  series: SeriesPoint[];
  moments: Moment[];
  knockouts: Knockout[];
  /** The final position and the last move's events (for the winning condition's words). */
  final: ReplayFrame;
  /** Take-backs per seat (docs/undo.md); empty when the host would not say (no seat of this screen's). */
  takeBacks: number[];
  /** Why each loser lost (why-lines.ts). */
  why: WhyLine[];
  /** The moments have been narrowed to their moves (measured after the summary shows). */
  narrowed: boolean;
}

/**
 * At most this many moves of a deciding round are measured one by one (two frames each), the weightiest first: the
 * summary shows at once and its moments land on their moves a moment later.
 */
const MOVES_MEASURED = 6;

export function useGameSummary() {
  const data = shallowRef<SummaryData | null>(null);
  const loading = shallowRef(false);
  const failed = shallowRef<unknown>(null);

  async function load(gameId: string, end: GameEnd): Promise<void> {
    loading.value = true;
    failed.value = null;
    try {
      const client = getApi().client;
      const info = await client.call({ type: 'getReplay', gameId });
      const logged = await client.call({ type: 'getReplayLog', gameId, seat: null });
      const log: LoggedMove[] = logged.moves.map((m) => ({ ply: m.ply, seat: m.last.seat, events: m.last.events }));
      const plies = [...new Set([0, ...info.checkpoints.map((c) => c.ply), info.length])].sort((a, b) => a - b);
      const roundAt = (ply: number): number => info.checkpoints.filter((c) => c.ply <= ply).at(-1)?.round ?? 0;
      // One request at a time: the host replays the game for each, and the table may still be drawing.
      const frames: ReplayFrame[] = [];
      for (const ply of plies) frames.push(await client.call({ type: 'getReplayFrame', gameId, ply, seat: null }));
      const series = buildSeries(frames.map((f) => ({ ply: f.ply, round: roundAt(f.ply), standing: end.standing(f.view) })));
      const final = frames[frames.length - 1]!;
      const moments = decidingMoments(series, log, end.weight);
      const knockouts = end.knockouts?.(log, info.game.seats.length) ?? [];
      const seats = info.game.seats.length;
      data.value = {
        info,
        log,
        series,
        moments,
        knockouts,
        final,
        takeBacks: await takeBacksOf(gameId, info),
        why: whyLines({
          seats,
          winners: info.game.result?.winners ?? [],
          series,
          knockouts: knockouts.map((k) => {
            const ply = k.at[k.at.length - 1]?.ply ?? 0;
            return { seat: k.seat, by: k.by, round: roundOfPly(series, ply), ply };
          }),
          battles: battlesOf(log, end, final.view),
          scores: end.hideScores ? null : (info.game.result?.scores ?? null),
        }),
        narrowed: false,
      };
      loading.value = false;
      // Then, with the summary on screen, each moment is narrowed to its move (a few frames each, one at a time).
      for (let i = 0; i < moments.length; i++) {
        const narrowed = narrowToMove(moments[i]!, await movesOf(gameId, moments[i]!, log, end));
        if (!data.value || data.value.info.game.gameId !== info.game.gameId) return;
        data.value = { ...data.value, moments: data.value.moments.map((m, j) => (j === i ? narrowed : m)) };
      }
      if (data.value) data.value = { ...data.value, narrowed: true };
    } catch (e) {
      failed.value = e;
    } finally {
      loading.value = false;
    }
  }

  return { data, loading, failed, load };
}

/** The take-backs per seat, asked as the game's person (the host answers only the seats a screen holds); none for bot games or replays. */
async function takeBacksOf(gameId: string, info: ReplayInfo): Promise<number[]> {
  const person = info.game.seats.findIndex((s) => s.kind === 'human');
  if (person < 0) return [];
  const status = await getApi().client.call({ type: 'undoStatus', gameId, seat: person }).catch(() => null);
  return status?.takeBacks ?? [];
}

/**
 * The standing before and after each of a deciding round's weightiest moves (by the game's `weight`; every move
 * when it has none), so the moment lands on the move that changed most (summary-data.ts narrowToMove).
 */
async function movesOf(gameId: string, m: Moment, log: readonly LoggedMove[], end: GameEnd): Promise<MoveStanding[]> {
  const inRound = log.filter((x) => x.ply > m.fromPly && x.ply <= m.toPly);
  const weighed = inRound.map((x) => ({ ply: x.ply, w: end.weight ? end.weight(x.events) : 1 })).filter((x) => x.w > 0);
  const plies = weighed
    .sort((a, b) => b.w - a.w || a.ply - b.ply)
    .slice(0, MOVES_MEASURED)
    .map((x) => x.ply);
  const client = getApi().client;
  const standingAt = new Map<number, number[] | null>();
  const at = async (ply: number): Promise<number[] | null> => {
    if (!standingAt.has(ply)) standingAt.set(ply, end.standing((await client.call({ type: 'getReplayFrame', gameId, ply, seat: null })).view));
    return standingAt.get(ply)!;
  };
  const out: MoveStanding[] = [];
  for (const ply of plies) {
    const before = await at(ply - 1);
    const after = await at(ply);
    if (before && after) out.push({ ply, before, after });
  }
  return out;
}

/** The battles of the whole game, each with the ply it ended in (the game's `battle` reading over the log). */
function battlesOf(log: readonly LoggedMove[], end: GameEnd, view: unknown): LoggedBattle[] {
  const mark = end.battle;
  if (!mark) return [];
  const ctx = { ...bareContext((key) => key, (seat) => String(seat)), view };
  const events: unknown[] = [];
  const plyOf: number[] = [];
  for (const move of log)
    for (const e of move.events) {
      events.push(e);
      plyOf.push(move.ply);
    }
  return findBattles(events, (e) => mark(e, ctx)).map((b) => ({ ...b, ply: plyOf[b.to] ?? 0 }));
}

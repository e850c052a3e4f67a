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
import { buildSeries, decidingMoments, type Moment, type SeriesPoint } from './summary-data';

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
}

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
      data.value = {
        info,
        log,
        series,
        moments: decidingMoments(series, log, end.weight),
        knockouts: end.knockouts?.(log, info.game.seats.length) ?? [],
        final: frames[frames.length - 1]!,
        takeBacks: await takeBacksOf(gameId, info),
      };
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

/**
 * The worker's side of the record and the analysis (docs/record-and-analysis.md):
 * a finished game's start choices (its fairness hook), where its analysis looks
 * and one point of it at a time. The host asks point by point, so a long
 * analysis never holds the worker for more than one point's playouts, and keeps
 * each point in the store as it comes (a run cut short resumes there).
 */
import { getBot } from '../../src-shared/games/bot-registry';
import { getGame } from '../../src-shared/games/index';
import type { GameRecord } from '../../src-shared/kernel/record';
import { analysisPlies, endPoint, FALLBACK_LEVEL, replayStates, winsFrom, type AnalysisSetting, type ChancePoint } from '../../src-shared/ai/win-chances';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';

export interface AnalysisPlan {
  /** The plies to look at (round starts), in order. */
  plies: number[];
  /** The moves still to play from each (for a fair progress bar: a later point costs less). */
  remaining: number[];
  /** The end: the result, exactly (null if the record does not end the game). */
  end: ChancePoint | null;
}

interface Replayed {
  key: string;
  ruleset: AnyRuleset;
  states: unknown[];
}

export class Analyst {
  /** The last game replayed: its points are asked one after another. */
  private last: Replayed | null = null;

  /** Each seat's start choice (the game's fairness hook; null: none), the first label each seat gets. */
  startChoices(record: GameRecord, seats: number): (string | null)[] {
    const module = getGame(record.ruleset);
    const choices: (string | null)[] = Array<string | null>(seats).fill(null);
    const hook = module?.fairness?.startChoice;
    if (!module || !hook) return choices;
    const states = this.replay(record).states;
    const initial = states[0];
    for (const state of states) {
      for (let seat = 0; seat < seats; seat++) choices[seat] ??= hook(state, seat, initial);
      if (choices.every((c) => c !== null)) break;
    }
    return choices;
  }

  plan(record: GameRecord, seats: number, setting: AnalysisSetting): AnalysisPlan {
    const { ruleset, states } = this.replay(record);
    const plies = analysisPlies(ruleset, states, setting.maxPoints);
    const last = states.length - 1;
    return { plies, remaining: plies.map((p) => last - p), end: endPoint(ruleset, states, seats) };
  }

  async point(record: GameRecord, seats: number, setting: AnalysisSetting, ply: number): Promise<ChancePoint> {
    const { ruleset, states } = this.replay(record);
    const state = states[ply];
    if (state === undefined) throw new Error(`the game has no ply ${ply}`);
    const bot = getBot(ruleset.id, setting.level) ?? getBot(ruleset.id, FALLBACK_LEVEL);
    if (!bot) throw new Error(`no bot to analyse ${ruleset.id} with`);
    const wins = await winsFrom(ruleset, record.options, record.seed, ply, state, seats, bot, setting.playouts);
    return { ply, round: ruleset.round(state), playouts: setting.playouts, wins };
  }

  private replay(record: GameRecord): Replayed {
    const key = `${record.ruleset}/${record.rulesetVersion}/${record.seed}/${record.moves.length}/${JSON.stringify(record.moves.at(-1) ?? null)}`;
    if (this.last?.key === key) return this.last;
    const module = getGame(record.ruleset);
    if (!module) throw new Error(`unknown ruleset '${record.ruleset}'`);
    this.last = { key, ruleset: module.ruleset, states: replayStates(module.ruleset, record) };
    return this.last;
  }
}

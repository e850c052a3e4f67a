/**
 * The player's record and the analysis of finished games (issue 33,
 * docs/record-and-analysis.md), as the host serves them:
 *
 * - the record: SQL over the stored finished games (store/records.ts), the
 *   start choices read once per game in the analyst worker and kept, counted
 *   in player-record.ts;
 * - the analysis: every game that finishes here is queued; an older one on
 *   request (`analyseGame`). One game at a time, point by point, in the
 *   analyst — a third worker, so neither the moves (engine) nor the bots
 *   (thinker) wait for it — each point stored as it comes. The renderer polls
 *   `getAnalysis` for the progress.
 */
import type { GameAnalysis, PlayerRecord, ResultByType } from '../../src-shared/contract/messages';
import { botLevelsFor } from '../../src-shared/games/bot-registry';
import { getGame } from '../../src-shared/games/index';
import { chanceOf, DEFAULT_ANALYSIS, settingKey, turningPoints, type AnalysisSetting, type ChancePoint } from '../../src-shared/ai/win-chances';
import { analysesCutShort, completeAnalysis, gamesToAnalyse, recordSeats, saveAnalysisPoint, saveStartChoices, storedAnalysis, storedStartChoices } from '../store/records';
import { fail } from './errors';
import type { Engine, HostContext } from './host-context';
import { playerRecord, playersOf, recordCsv, recordGames } from './player-record';
import { readableGame, storedRecord } from './stored-games';

interface Running {
  gameId: string;
  /** Share of the work done, 0..1 (points weighted by the moves played on from them). */
  progress: number;
}

/**
 * An analysis nobody asked for (a game that just ended) starts, and goes on
 * point by point, only once the app has had no request for this long: the
 * player's own work comes first (the end summary, a replay being stepped).
 */
export const QUIET_MS = 1500;

export class Records {
  private readonly queue: string[] = [];
  /** Games asked for (analyseGame): they do not wait for a quiet moment. */
  private readonly asked = new Set<string>();
  private lastRequest = -Infinity;
  private running: Running | null = null;
  private loop: Promise<void> | null = null;
  /** Games whose analysis failed this session (why), not retried until asked again. */
  private readonly failed = new Map<string, string>();

  constructor(
    private readonly ctx: HostContext,
    /** The analyst worker (started when first needed). */
    private readonly analyst: () => Engine,
    private readonly setting: AnalysisSetting = DEFAULT_ANALYSIS,
  ) {}

  // ── the record ──────────────────────────────────────────────────────

  async record(ruleset: string, player?: string): Promise<PlayerRecord> {
    const module = getGame(ruleset);
    if (!module) return fail('unknown-ruleset', `unknown ruleset '${ruleset}'`);
    const rows = recordSeats(this.ctx.store, ruleset);
    const players = playersOf(rows);
    const who = player ?? players[0] ?? null;
    const mine = rows.filter((r) => r.name === who);
    const choiceName = module.fairness?.startChoice ? (module.fairness.choiceName ?? null) : null;
    const choices = choiceName ? await this.startChoices(mine.map((r) => ({ gameId: r.gameId, seats: r.seats }))) : new Map<string, (string | null)[]>();
    const levels = botLevelsFor(module.ruleset);
    return playerRecord(ruleset, who, players, who === null ? [] : recordGames(mine, who, levels, choices), levels, choiceName);
  }

  async csv(ruleset: string, player: string): Promise<ResultByType['exportPlayerRecord']> {
    const record = await this.record(ruleset, player);
    const safe = player.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'player';
    return { fileName: `tenka-record-${ruleset}-${safe}.csv`, text: recordCsv(record) };
  }

  /** The start choices of these games: stored, or read in the analyst (replaying up to where every seat has one) and stored. */
  private async startChoices(games: readonly { gameId: string; seats: number }[]): Promise<Map<string, (string | null)[]>> {
    const { store } = this.ctx;
    const found = storedStartChoices(store, [...new Set(games.map((g) => g.gameId))]);
    for (const g of games) {
      if (found.has(g.gameId)) continue;
      try {
        const choices = await this.analyst().request({ op: 'startChoices', record: storedRecord(store, g.gameId), seats: g.seats });
        saveStartChoices(store, g.gameId, choices);
        found.set(g.gameId, choices);
      } catch (e) {
        // A game this build cannot replay (rules changed) counts without its choice.
        this.ctx.log(`tenka host: no start choices for game ${g.gameId}: ${(e as Error).message}`);
        found.set(g.gameId, []);
      }
    }
    return found;
  }

  // ── the analysis ────────────────────────────────────────────────────

  /** A game ended here: analyse it in the background. */
  finished(gameId: string): void {
    this.enqueue(gameId, false);
  }

  /** Someone used the app just now (any request but the analysis' polling). */
  touch(): void {
    this.lastRequest = performance.now();
  }

  /** Waits for a moment with no request for QUIET_MS (not for a game asked for). */
  private async quiet(gameId: string): Promise<void> {
    for (;;) {
      const wait = QUIET_MS - (performance.now() - this.lastRequest);
      if (wait <= 0 || this.asked.has(gameId) || this.ctx.closing()) return;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  /** Analyse a finished game (first in line); answers how it stands. */
  request(gameId: string): GameAnalysis {
    const row = readableGame(this.ctx.store, gameId);
    if (row.status !== 'finished' || !row.result) return fail('hidden', 'only a finished game is analysed');
    this.failed.delete(gameId);
    this.asked.add(gameId);
    this.enqueue(gameId, true);
    return this.analysis(gameId);
  }

  /** How the analysis of a game stands: its points so far, its turning points once done. */
  analysis(gameId: string): GameAnalysis {
    const row = readableGame(this.ctx.store, gameId);
    const base = { gameId, setting: { ...this.setting }, points: [], turningPoints: [], progress: 0 };
    if (row.status !== 'finished' || !row.result) return { ...base, state: 'unavailable', problem: 'the game is not finished' };
    const stored = storedAnalysis(this.ctx.store, gameId, settingKey(this.setting));
    const points = stored.points.map((p) => ({ ply: p.ply, round: p.round, playouts: p.playouts, chances: p.wins.map((_, seat) => chanceOf(p, seat)) }));
    if (stored.complete) return { ...base, state: 'done', progress: 1, points, turningPoints: turningPoints(stored.points) };
    const problem = this.failed.get(gameId);
    if (problem) return { ...base, state: 'unavailable', problem, points };
    if (this.running?.gameId === gameId) return { ...base, state: 'running', progress: this.running.progress, points };
    return { ...base, state: this.queue.includes(gameId) ? 'queued' : 'none', points };
  }

  /** Go on with the analyses the last session began and did not complete. */
  resume(): void {
    for (const gameId of analysesCutShort(this.ctx.store, settingKey(this.setting))) this.enqueue(gameId, false);
  }

  /** Finished games not analysed yet (none are analysed unasked but those that end here). */
  unanalysed(): string[] {
    return gamesToAnalyse(this.ctx.store, settingKey(this.setting));
  }

  /** Resolves when the queue is empty (tests, the measuring script). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  private enqueue(gameId: string, first: boolean): void {
    if (this.running?.gameId === gameId) return;
    const at = this.queue.indexOf(gameId);
    if (at >= 0) this.queue.splice(at, 1);
    if (first) this.queue.unshift(gameId);
    else this.queue.push(gameId);
    this.loop ??= this.drain().finally(() => {
      this.loop = null;
    });
  }

  private async drain(): Promise<void> {
    for (let gameId = this.queue.shift(); gameId !== undefined && !this.ctx.closing(); gameId = this.queue.shift()) {
      this.running = { gameId, progress: 0 };
      try {
        await this.analyse(gameId);
      } catch (e) {
        if (this.ctx.closing()) return;
        const reason = (e as Error).message;
        this.failed.set(gameId, reason);
        this.ctx.log(`tenka host: game ${gameId} was not analysed: ${reason}`);
      } finally {
        this.running = null;
        this.asked.delete(gameId);
      }
    }
  }

  private async analyse(gameId: string): Promise<void> {
    const { store } = this.ctx;
    const row = readableGame(store, gameId);
    const key = settingKey(this.setting);
    if (storedAnalysis(store, gameId, key).complete) return;
    await this.quiet(gameId);
    if (this.ctx.closing()) return;
    const record = storedRecord(store, gameId);
    const seats = row.seats.length;
    const analyst = this.analyst();
    const plan = await analyst.request({ op: 'analysisPlan', record, seats, setting: this.setting });
    const done = new Set(storedAnalysis(store, gameId, key).points.map((p) => p.ply));
    const total = plan.remaining.reduce((s, r) => s + r, 0) || 1;
    let work = 0;
    for (const [i, ply] of plan.plies.entries()) {
      if (!done.has(ply)) {
        await this.quiet(gameId);
        if (this.ctx.closing()) return;
        const point: ChancePoint = await analyst.request({ op: 'analysePoint', record, seats, setting: this.setting, ply });
        saveAnalysisPoint(store, gameId, key, point);
      }
      work += plan.remaining[i]!;
      if (this.running) this.running.progress = work / total;
    }
    if (plan.end) saveAnalysisPoint(store, gameId, key, plan.end);
    completeAnalysis(store, gameId, key, record.rulesetVersion);
  }
}

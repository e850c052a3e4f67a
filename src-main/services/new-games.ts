/**
 * Starting games: checking a ruleset, its options and seats as a request gives
 * them, creating a game (its seed chosen here, once), and retiring a game the
 * rules changed under (kept as a replay, optionally started over).
 */
import { randomBytes } from 'node:crypto';
import { SEAT_COLOUR_COUNT, type Request, type ResultByType, type SeatInfo } from '../../src-shared/contract/messages';
import { botLevelsFor } from '../../src-shared/games/bot-registry';
import { getRuleset } from '../../src-shared/games/registry';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { ContractFailure, fail } from './errors';
import type { HostContext } from './host-context';
import type { Sessions } from './sessions';
import { newId, readableGame, storedRecord } from './stored-games';

/** A game's setup as createGame and createCampaign give it. */
export type SetupRequest = { ruleset: string; options: Record<string, unknown>; seats: Extract<Request, { type: 'createGame' }>['seats'] };

export class NewGames {
  constructor(
    private readonly ctx: HostContext,
    private readonly sessions: Sessions,
    /** Bot levels every ruleset accepts besides its own (the generic ones, and test bots when enabled). */
    private readonly botLevels: ReadonlySet<string>,
  ) {}

  /** A single game: its campaign of one, then the game. */
  async create(req: Extract<Request, { type: 'createGame' }>): Promise<ResultByType['createGame']> {
    const { ruleset, options, seats } = this.resolveSetup(req);
    const campaignId = newId('c');
    const day = new Date().toISOString().slice(0, 10);
    this.ctx.store.createCampaign({
      id: campaignId,
      name: req.campaignName ?? `${ruleset.title}, ${day}`,
      ruleset: ruleset.id,
      options,
      roster: seats.map(({ seat: _s, ...m }) => m),
      single: true,
    });
    try {
      return await this.launch(ruleset, options, seats, req.seed, campaignId);
    } catch (e) {
      this.ctx.store.deleteCampaign(campaignId);
      throw e;
    }
  }

  /** Check a ruleset, its options and seats as a request gives them. */
  resolveSetup(req: SetupRequest): { ruleset: AnyRuleset; options: unknown; seats: SeatInfo[] } {
    const ruleset = getRuleset(req.ruleset);
    if (!ruleset) return fail('unknown-ruleset', `unknown ruleset '${req.ruleset}'`);
    const n = req.seats.length;
    if (n < ruleset.minPlayers || n > ruleset.maxPlayers) {
      fail('bad-options', `${ruleset.title} takes ${ruleset.minPlayers}–${ruleset.maxPlayers} players, not ${n}`);
    }
    const rawOptions = 'players' in req.options ? req.options : { ...req.options, players: n };
    const parsed = ruleset.parseOptions(rawOptions);
    if (!parsed.ok) return fail('bad-options', parsed.error.message, parsed.error.code);
    const players = (parsed.value as { players: number }).players;
    if (players !== n) fail('bad-options', `${n} seats given but the options say ${players} players`);
    const colours = seatColours(req.seats);
    const seats: SeatInfo[] = req.seats.map((s, seat) => {
      const colour = colours[seat] === undefined ? {} : { colour: colours[seat] };
      if (s.kind === 'human') return { seat, kind: 'human', name: s.name, ...colour };
      if (!s.bot) return fail('bad-options', `seat ${seat} is a bot but names no bot level`);
      if (!botLevelsFor(ruleset).includes(s.bot) && !this.botLevels.has(s.bot)) {
        return fail('bad-options', `seat ${seat}: unknown bot level '${s.bot}' (known: ${[...new Set([...botLevelsFor(ruleset), ...this.botLevels])].join(', ')})`);
      }
      return { seat, kind: 'bot', name: s.name, bot: s.bot, ...colour };
    });
    return { ruleset, options: parsed.value, seats };
  }

  /** Create, store and start one game (its campaign exists already). */
  async launch(ruleset: AnyRuleset, options: unknown, seats: SeatInfo[], seedIn: string | undefined, campaignId: string): Promise<{ gameId: string }> {
    const { store, engine, rules } = this.ctx;
    const n = seats.length;
    // The only non-seeded randomness in a game: its seed, chosen once and stored.
    const seed = seedIn ?? randomBytes(12).toString('base64url');
    const gameId = newId('g');
    const record = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options, seed, moves: [] };
    const loaded = await engine.request({ op: 'load', gameId, record, seatCount: n });
    try {
      store.createGame({
        id: gameId,
        campaignId,
        ruleset: ruleset.id,
        rulesetVersion: ruleset.version,
        options,
        seed,
        seats,
        round: loaded.round,
        checkpoints: loaded.checkpoints,
      });
      rules.keep(gameId, loaded.frame);
    } catch (e) {
      await engine.request({ op: 'unload', gameId }).catch(() => undefined);
      throw e;
    }
    const row = store.getGame(gameId)!;
    this.sessions.start({ id: gameId, row, status: loaded, queue: Promise.resolve(), botRun: null });
    return { gameId };
  }

  /** An unfinished game that cannot go on under this build's rules: kept as a replay, and with `startOver` a new game like it. */
  async retire(gameId: string, startOver: boolean): Promise<ResultByType['retireGame']> {
    const { store, rules } = this.ctx;
    const row = readableGame(store, gameId);
    if (row.status !== 'active') fail('game-over', `game ${gameId} is not being played; open its replay instead`);
    if (this.sessions.has(gameId)) fail('conflict', `game ${gameId} goes on under this version's rules: continue it`);
    try {
      await rules.beforeLoad(row, storedRecord(store, gameId));
      return fail('conflict', `game ${gameId} goes on under this version's rules: continue it`);
    } catch (e) {
      if (!(e instanceof ContractFailure) || e.code !== 'rules-changed') throw e;
    }
    rules.frames.abandon(gameId);
    if (!startOver) return { retired: gameId, gameId: null };
    const ruleset = getRuleset(row.ruleset)!;
    const options = ruleset.parseOptions(row.options);
    if (!options.ok) return fail('bad-options', `the game is kept as a replay, but its options are not valid under the new rules: ${options.error.message}`);
    const { gameId: started } = await this.launch(ruleset, options.value, row.seats, undefined, row.campaignId ?? newId('c'));
    return { retired: gameId, gameId: started };
  }
}

/**
 * The seats' colours as stored: none when no seat chose one (the viewer's
 * scheme order applies, as in games made before colours existed); otherwise
 * the chosen ones, and each seat without a choice takes the first colour
 * nobody chose, so a chosen colour never clashes with a seat's default.
 */
export function seatColours(specs: readonly { colour?: number }[]): (number | undefined)[] {
  if (specs.every((s) => s.colour === undefined)) return specs.map(() => undefined);
  const taken = new Set<number>();
  specs.forEach((s, seat) => {
    if (s.colour === undefined) return;
    if (taken.has(s.colour)) fail('bad-options', `seat ${seat}: colour ${s.colour} is already another seat's colour`);
    taken.add(s.colour);
  });
  const free = Array.from({ length: SEAT_COLOUR_COUNT }, (_, i) => i).filter((c) => !taken.has(c));
  return specs.map((s) => s.colour ?? free.shift());
}

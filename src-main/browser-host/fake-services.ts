/**
 * A small in-memory stand-in for the host services: it speaks the contract
 * (validating with `parseRequest`) and fakes one ruleset whose bots advance a
 * round on a timer. Used by the transport tests, and by `npm run host -- --fake`
 * to work on the renderer without the engine.
 */
import { parseRequest, type ContractError, type GameSummary, type ResponseEnvelope, type ResultByType, type RulesetInfo, type SeatInfo, type SeatView } from '@shared/contract/messages';
import { GAME_IDS, getGame } from '@shared/games/index';
import type { ClientConnection, HostServices } from '../services/host-api';

/** The fake poses as the first game with a table, so the renderer's screens take it for a real one. */
const FAKE_RULESET: RulesetInfo = {
  id: GAME_IDS.find((id) => getGame(id)!.availability === undefined) ?? GAME_IDS[0]!,
  title: 'Shogun (fake)',
  version: 'fake-1',
  minPlayers: 3,
  maxPlayers: 5,
  availability: 'play',
  bots: [{ level: 'random', description: 'random legal moves' }],
  options: [],
};
const PROVINCES = ['mutsu', 'echigo', 'shinano', 'kai', 'owari', 'yamashiro', 'settsu', 'bizen', 'aki', 'nagato', 'tosa', 'hizen', 'satsuma', 'musashi', 'hitachi', 'omi'];
const LAST_ROUND = 8;

interface FakeGame {
  summary: GameSummary;
  owners: number[];
  watchers: Set<FakeConnection>;
}

interface FakeConnection extends ClientConnection {
  send(text: string): void;
}

export interface FakeServicesOptions {
  /** Milliseconds between bot rounds; 0 = bots never move. */
  botDelayMs?: number;
}

export function createFakeHostServices(options: FakeServicesOptions = {}): HostServices & { readonly connections: number } {
  const botDelayMs = options.botDelayMs ?? 400;
  const games = new Map<string, FakeGame>();
  const connections = new Set<FakeConnection>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let nextConnection = 1;
  let nextGame = 1;
  /** The player's settings (kept in memory: the stand-in host has no database). */
  /** Settings objects by key ('player', 'guides'), as the real host keeps them. */
  const savedSettings = new Map<string, Record<string, unknown> | null>();

  const viewFor = (game: FakeGame, seat: number): SeatView => ({
    gameId: game.summary.gameId,
    seat,
    ply: game.summary.ply,
    view: { round: game.summary.round, provinces: PROVINCES.map((id, i) => ({ id, owner: game.owners[i] ?? null, armies: 1 + ((i + game.summary.round) % 4) })) },
    pending: game.summary.finished ? [] : game.summary.seats.map((s) => ({ seat: s.seat, kind: 'plan' })),
    result: game.summary.result,
  });

  const scheduleBots = (game: FakeGame): void => {
    if (botDelayMs <= 0 || game.summary.finished) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const s = game.summary;
      s.ply += s.seats.length;
      s.round += 1;
      game.owners = game.owners.map((owner, i) => ((i * 7 + s.round) % 5 === 0 ? (owner + 1) % s.seats.length : owner));
      if (s.round >= LAST_ROUND) {
        s.finished = true;
        const scores = s.seats.map((seat) => game.owners.filter((o) => o === seat.seat).length * 3 + seat.seat);
        const best = Math.max(...scores);
        s.result = { scores, winners: scores.flatMap((v, i) => (v === best ? [i] : [])) };
      }
      for (const conn of game.watchers) {
        conn.send(JSON.stringify({ push: 'gameUpdate', update: { ...viewFor(game, 0), events: [{ type: 'round' }] } }));
      }
      scheduleBots(game);
    }, botDelayMs);
    timers.add(timer);
  };

  const handle = (conn: FakeConnection, request: ReturnType<typeof parseRequest> & { ok: true }): unknown => {
    const r = request.envelope.request;
    switch (r.type) {
      case 'ping':
        return { pong: true, time: Date.now() } satisfies ResultByType['ping'];
      case 'dataFolder':
        return { path: '(fake services: nothing is saved)', canOpen: false } satisfies ResultByType['dataFolder'];
      case 'listRulesets':
        return [FAKE_RULESET] satisfies ResultByType['listRulesets'];
      case 'listGames':
        return [...games.values()].map((g) => g.summary).reverse() satisfies ResultByType['listGames'];
      case 'createGame': {
        if (r.ruleset !== FAKE_RULESET.id) throw error('unknown-ruleset', `no ruleset '${r.ruleset}'`);
        const gameId = `fake-${nextGame++}`;
        const seats: SeatInfo[] = r.seats.map((spec, seat) => ({ seat, kind: spec.kind, name: spec.name, ...(spec.bot ? { bot: spec.bot } : {}), ...(spec.colour !== undefined ? { colour: spec.colour } : {}) }));
        const game: FakeGame = {
          summary: { gameId, ruleset: r.ruleset, code: `FAKE-${String(nextGame).padStart(3, '0')}`, seats, createdAt: new Date().toISOString(), ply: 0, round: 1, finished: false, result: null },
          owners: PROVINCES.map((_, i) => i % seats.length),
          watchers: new Set(),
        };
        games.set(gameId, game);
        scheduleBots(game);
        return { gameId } satisfies ResultByType['createGame'];
      }
      case 'openGame': {
        const game = games.get(r.gameId);
        if (!game) throw error('unknown-game', `no game '${r.gameId}'`);
        game.watchers.add(conn);
        const humans = game.summary.seats.filter((s) => s.kind === 'human');
        return { game: game.summary, views: humans.map((s) => viewFor(game, s.seat)) } satisfies ResultByType['openGame'];
      }
      case 'getView': {
        const game = games.get(r.gameId);
        if (!game) throw error('unknown-game', `no game '${r.gameId}'`);
        if (r.seat >= game.summary.seats.length) throw error('not-your-seat', `seat ${r.seat} is not in this game`);
        return viewFor(game, r.seat) satisfies ResultByType['getView'];
      }
      case 'submitMove':
        throw error('not-your-turn', 'the fake host has no rules');
      case 'getSettings':
        return { settings: savedSettings.get(r.key ?? 'player') ?? null } satisfies ResultByType['getSettings'];
      case 'saveSettings':
        savedSettings.set(r.key ?? 'player', r.settings);
        return { saved: true } satisfies ResultByType['saveSettings'];
    }
  };

  return {
    get connections() {
      return connections.size;
    },
    connect(send) {
      const conn: FakeConnection = { id: `c${nextConnection++}`, send };
      connections.add(conn);
      return conn;
    },
    async handleMessage(conn, text) {
      const parsed = parseRequest(text);
      if (!parsed.ok) return respond({ id: parsed.id, ok: false, error: parsed.error });
      const id = parsed.envelope.id;
      try {
        return respond({ id, ok: true, result: handle(conn as FakeConnection, parsed) });
      } catch (e) {
        const contractError = isContractError(e) ? e : { code: 'internal' as const, message: String(e) };
        return respond({ id, ok: false, error: contractError });
      }
    },
    disconnect(conn) {
      connections.delete(conn as FakeConnection);
      for (const game of games.values()) game.watchers.delete(conn as FakeConnection);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function respond(envelope: ResponseEnvelope): string {
  return JSON.stringify(envelope);
}

function error(code: ContractError['code'], message: string): ContractError {
  return { code, message };
}

function isContractError(value: unknown): value is ContractError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

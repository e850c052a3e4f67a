/**
 * The contract between the renderer and the host (Electron main process or
 * the browser host): requests, responses and pushed updates, with runtime
 * schemas. Defined once here; the host validates every incoming message with
 * `parseRequest`, the renderer's api client builds requests with the types.
 *
 * Wire format: one JSON text per message.
 *   client → host: { id, request }            (RequestEnvelope)
 *   host → client: { id, ok, result | error } (ResponseEnvelope)
 *   host → client: { push: ... }              (PushMessage, unsolicited)
 */
import { z } from 'zod';
import type { OptionSpec } from '../kernel/options';

/** Largest message the host accepts, in characters of JSON text (an `importGame` may be larger, see below). */
export const MAX_MESSAGE_CHARS = 256 * 1024;

/**
 * Largest `importGame` message: a game file travels inside it, escaped. The
 * longest games the fuzz produces (a 5-player MB Shogun game with the round
 * limit off, ~1,300 moves) export as ~240,000 characters and ~290,000 once
 * escaped; this leaves room for games ten times longer. Every other request
 * keeps the small limit, so a flood of moves is still refused before parsing.
 */
export const MAX_IMPORT_MESSAGE_CHARS = 4 * 1024 * 1024;

/** The characters an `importGame` request for a file of this text takes (its escaped text and envelope). */
export function importMessageChars(text: string): number {
  return JSON.stringify(text).length + 64;
}

/**
 * The request id of a message text, read cheaply from its start (0 when it
 * cannot be), so even a message refused before parsing is answered under its
 * id and the sender gets the error at once instead of waiting for a timeout.
 */
export function requestIdOf(text: string): number {
  const m = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 64));
  return m ? Number(m[1]) : 0;
}

/** Does the message text start like an `importGame` request (as the client writes it)? */
function looksLikeImport(text: string): boolean {
  return /^\s*\{\s*"id"\s*:\s*\d{1,15}\s*,\s*"request"\s*:\s*\{\s*"type"\s*:\s*"importGame"\s*,/.test(text.slice(0, 128));
}

/**
 * Deepest nesting of arrays and objects the host accepts in a message (and in
 * a game file). Real moves and options are a few levels deep; JSON.parse takes
 * 100,000 levels, but everything after it (validation, cloning to the worker,
 * hashing, storing) recurses and would fail deep inside.
 */
export const MAX_JSON_DEPTH = 64;

/** Is `value` (parsed JSON) nested deeper than `limit` levels? Iterative: never overflows the stack itself. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

const gameId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const seat = z.number().int().min(0).max(15);
const name = z.string().trim().min(1).max(40);
const campaignId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const campaignName = z.string().trim().min(1).max(80);

/**
 * How many seat colours there are to choose from. A seat's `colour` is an
 * index into the player's colour scheme (0 vermilion, 1 indigo, 2 moss,
 * 3 ochre, 4 plum in the washi scheme; their counterparts in the contrast
 * scheme, see src-renderer/board/palette.ts), not an RGB value, so a chosen
 * colour follows the scheme each viewer prefers. Seats without one (all
 * games made before colours existed) take the scheme's order: seat i → i.
 */
export const SEAT_COLOUR_COUNT = 5;
export const seatColourSchema = z.number().int().min(0).max(SEAT_COLOUR_COUNT - 1);

export const seatSpecSchema = z.object({
  kind: z.enum(['human', 'bot']),
  name,
  /** Bot level, e.g. 'random'; required for bots. */
  bot: z.string().min(1).max(32).optional(),
  /** Palette index of the seat's colour (see SEAT_COLOUR_COUNT); no two seats alike. */
  colour: seatColourSchema.optional(),
});
export type SeatSpec = z.infer<typeof seatSpecSchema>;

/**
 * Which settings object: the player's preferences ('player', the default) or
 * what the player has done once and need not do again ('guides': the
 * first-game guides seen, kit/guide), kept apart so tests can start as a
 * player who has seen the guides whatever preferences they set.
 */
const settingsKey = z.enum(['player', 'guides']);

export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Where the games are kept (Settings shows it), and whether this host can open it in the file manager. */
  z.object({ type: z.literal('dataFolder') }),
  /** Open the data folder in the system's file manager (desktop app only: `dataFolder.canOpen`). */
  z.object({ type: z.literal('openDataFolder') }),
  z.object({ type: z.literal('listRulesets') }),
  z.object({
    type: z.literal('createGame'),
    ruleset: z.string().min(1).max(64),
    options: z.record(z.string(), z.unknown()),
    seed: z.string().min(1).max(64).optional(),
    seats: z.array(seatSpecSchema).min(1).max(8),
    /** Name of the campaign of one this game starts (default: ruleset title and date). */
    campaignName: campaignName.optional(),
  }),
  /**
   * Claim this game's human seats for this connection and get their views:
   * all of them (hotseat), or only `seats` (one person per connection). The
   * claimed seats are taken from any other connection holding them.
   */
  z.object({ type: z.literal('openGame'), gameId, seats: z.array(seat).min(1).max(8).optional() }),
  z.object({ type: z.literal('getView'), gameId, seat }),
  z.object({ type: z.literal('submitMove'), gameId, seat, move: z.unknown() }),
  z.object({ type: z.literal('listGames') }),

  // ── campaigns (a single game is a campaign of one) ──
  /** A named series of games with a fixed roster (seat i of every game = roster member i). */
  z.object({
    type: z.literal('createCampaign'),
    name: campaignName,
    ruleset: z.string().min(1).max(64),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(seatSpecSchema).min(1).max(8),
  }),
  /** Start the campaign's next game (refused while one is unfinished). */
  z.object({ type: z.literal('startCampaignGame'), campaignId, seed: z.string().min(1).max(64).optional() }),
  z.object({ type: z.literal('listCampaigns') }),
  z.object({ type: z.literal('getCampaign'), campaignId }),
  z.object({ type: z.literal('renameCampaign'), campaignId, name: campaignName }),
  /** Deletes the campaign with all its games; the renderer asks the player first. */
  z.object({ type: z.literal('deleteCampaign'), campaignId }),

  // ── continue ──
  /** The unfinished game touched last (games with a human seat first), or null. */
  z.object({ type: z.literal('latestUnfinished') }),
  /** Open the given unfinished game, or the latest one; bots resume where they stood. */
  z.object({ type: z.literal('continueGame'), gameId: gameId.optional() }),

  // ── files ──
  z.object({ type: z.literal('exportGame'), gameId }),
  /** `text`: the content of a file made by exportGame; replayed and verified before it is stored. */
  z.object({ type: z.literal('importGame'), text: z.string().min(1) }),

  // ── replays ──
  /** The record and checkpoints of a game, and whether this build can reproduce it. */
  z.object({ type: z.literal('getReplay'), gameId }),
  /** One position of a game for stepping through it; seat null = all-seeing (when allowed). */
  z.object({ type: z.literal('getReplayFrame'), gameId, ply: z.number().int().min(0).max(1_000_000), seat: seat.nullable() }),
  /** Every move and its events as `seat` saw them (null = all-seeing, when allowed), for the move list in one answer. */
  z.object({ type: z.literal('getReplayLog'), gameId, seat: seat.nullable() }),

  // ── rule changes (docs/saves.md, "Saves across rule changes") ──
  /**
   * An unfinished game that cannot go on under this build's rules (continueGame
   * answered 'rules-changed'): keep it as a replay of the old rules, and with
   * `startOver` also start a new game with the same players and options.
   * Nothing is deleted.
   */
  z.object({ type: z.literal('retireGame'), gameId, startOver: z.boolean() }),
  // ── settings ──
  /** The player's settings as the host keeps them (null: none saved yet, e.g. a first start). */
  z.object({ type: z.literal('getSettings'), key: settingsKey.optional() }),
  /**
   * Keep the player's settings (the renderer checks each value when it reads
   * them back; the host keeps the object as it is). null forgets them.
   */
  z.object({ type: z.literal('saveSettings'), key: settingsKey.optional(), settings: z.record(z.string(), z.unknown()).nullable() }),
  // ── undo (docs/undo.md) ──
  /** May this seat take back its last decision now, and if not, why (for the Undo button). */
  z.object({ type: z.literal('undoStatus'), gameId, seat }),
  /** Take back this seat's last decision and the bots' moves since; 'conflict' with the reason when the rule refuses. */
  z.object({ type: z.literal('undoMove'), gameId, seat }),
  // ── the player's record and the analysis of finished games (docs/record-and-analysis.md) ──
  /** A person's record in one game, from the stored finished games (`player` absent: the name with the most games). */
  z.object({ type: z.literal('getPlayerRecord'), ruleset: z.string().min(1).max(64), player: name.optional() }),
  /** The same record's games as a CSV file. */
  z.object({ type: z.literal('exportPlayerRecord'), ruleset: z.string().min(1).max(64), player: name }),
  /** The win-chance analysis of a finished game, as far as it got (polled while it runs). */
  z.object({ type: z.literal('getAnalysis'), gameId }),
  /** Analyse a finished game now (one finished before analyses existed, or one cut short): queued first. */
  z.object({ type: z.literal('analyseGame'), gameId }),
  // ── playing with friends on the local network (docs/lan.md): never asked by a remote seat ──
  /** The addresses this computer has on the local network, to choose which one a share listens on. */
  z.object({ type: z.literal('lanAddresses') }),
  /** Open a game's `seats` (human seats) to friends: listen on `address` and give each seat its own link. */
  z.object({ type: z.literal('shareGame'), gameId, address: z.string().min(2).max(64), seats: z.array(seat).min(1).max(8) }),
  /** The game's share, if any: its links and who is connected. */
  z.object({ type: z.literal('shareStatus'), gameId }),
  /** Stop sharing: the port closes, the remote players are told, their links die. */
  z.object({ type: z.literal('stopSharing'), gameId }),
  /** A shared seat whose player left is played by a bot (`bot` true), or given back to its player (false). */
  z.object({ type: z.literal('standIn'), gameId, seat, bot: z.boolean() }),
  /** Asked by a remote seat: which game and seat its link gives it. */
  z.object({ type: z.literal('remoteSeat') }),
  // ── hints (docs/hints.md) ──
  /**
   * A suggested move for this seat's decision: the game's Hard decides from
   * this seat's view only, in the thinker worker ('hintThinking' pushes its
   * progress to this connection). Nothing is played; the hint is counted.
   * Refused for a seat this connection does not hold, a seat with nothing to
   * decide, and when the player's settings turn hints off (in games between
   * people at one screen unless they allow hints there too).
   */
  z.object({ type: z.literal('suggestMove'), gameId, seat }),
  /** Stop this seat's hint under way (its suggestMove then fails 'conflict'); false when none was running. */
  z.object({ type: z.literal('cancelHint'), gameId, seat }),
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

export const requestEnvelopeSchema = z.object({
  id: z.number().int().nonnegative(),
  request: requestSchema,
});
export type RequestEnvelope = z.infer<typeof requestEnvelopeSchema>;

export const ERROR_CODES = [
  'bad-request',
  'too-large',
  'unknown-ruleset',
  'bad-options',
  'unknown-game',
  'not-your-seat',
  'not-your-turn',
  'illegal-move',
  'game-over',
  'unknown-campaign',
  /** A game file that is corrupt, truncated, foreign, tampered with or does not replay. */
  'bad-file',
  /** This build cannot reproduce the game (rules changed); it must not be shown. */
  'not-replayable',
  /** The request would reveal what a seat may not know yet. */
  'hidden',
  /** The request conflicts with the current state (e.g. a campaign game still running). */
  'conflict',
  /** The stored game cannot be read (its saved data is damaged); it is kept, listed with `damaged`, and cannot be opened. */
  'damaged',
  /**
   * An unfinished game played under older rules cannot go on under this
   * build's (a move is no longer legal, or the board would differ); the message
   * says what changed. Keep it as a replay or start over (retireGame).
   */
  'rules-changed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ContractError {
  code: ErrorCode;
  message: string;
  /** The rule's own error code for 'illegal-move'. */
  rule?: string;
  /** What the message says, as values, for the renderer to say it in the player's language (e.g. 'rules-changed'). */
  params?: Record<string, string | number>;
}

export type ResponseEnvelope = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ContractError };

/**
 * One game option as listRulesets sends it: the game's options schema
 * (src-shared/kernel/options.ts, the same type) as plain data. A choice's default may
 * depend on other options: the first rule of `defaultIf` whose `when` equals
 * the options chosen so far (`players` included) gives it, else `default`
 * (`choiceDefault` in kernel/options.ts does exactly this).
 */
export type OptionInfo = OptionSpec;

/**
 * A game the host can run (listRulesets). `availability`: 'play' a game with
 * a table in the app; 'engine' rules and bots only, no table yet (the CLI and
 * arena play it; the New game screen may show it as coming); 'test' a hidden
 * test game, listed only by a host started for tests. Option keys and values
 * are the words the game's messages translate; `players` is not among the
 * options (minPlayers..maxPlayers).
 */
export interface RulesetInfo {
  id: string;
  title: string;
  version: string;
  minPlayers: number;
  maxPlayers: number;
  availability: 'play' | 'engine' | 'test';
  /** Bot levels in the order to offer them (the generic 'random' first), each with a short English description. */
  bots: { level: string; description: string }[];
  options: OptionInfo[];
}

export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  name: string;
  bot?: string;
  /** Palette index of the seat's colour (see SEAT_COLOUR_COUNT); absent: the scheme's order. */
  colour?: number;
}

export interface GameSummary {
  gameId: string;
  ruleset: string;
  /**
   * A short code naming the game to people ("K7QF-2M"), derived from its id by
   * a hash: show this, not the seed. It reveals nothing about the game.
   */
  code?: string;
  /**
   * The seed, only once the game is over (for sharing and bug reports): while
   * a game runs its seed would predict every card, event and throw, so it never
   * leaves the host.
   */
  seed?: string;
  seats: SeatInfo[];
  createdAt: string;
  ply: number;
  round: number;
  finished: boolean;
  result: { scores: number[]; winners: number[] } | null;
  /** The campaign the game belongs to (every game has one; absent from old fakes). */
  campaignId?: string | null;
  updatedAt?: string;
  /** 'imported' for games read from a file. */
  source?: 'played' | 'imported';
  /**
   * Set when the stored game cannot be read (e.g. a damaged row): the other
   * fields hold what could be read (placeholders otherwise). Such a game is
   * kept, never deleted by Tenka, and opening or replaying it answers `damaged`.
   */
  damaged?: { reason: string };
  /** Kept as a replay of the rules it was played under: it could not go on after a rule change (retireGame). */
  abandoned?: true;
}

export interface StandingRow {
  /** Roster index = seat in every game of the campaign. */
  member: number;
  name: string;
  kind: 'human' | 'bot';
  bot?: string;
  games: number;
  wins: number;
  points: number;
}

export interface CampaignSummary {
  campaignId: string;
  name: string;
  ruleset: string;
  options: unknown;
  roster: SeatInfo[];
  /** A campaign of one: created along with its only game. */
  single: boolean;
  createdAt: string;
  updatedAt: string;
  games: number;
  finishedGames: number;
  /** The campaign's unfinished game, if any. */
  activeGameId: string | null;
  standings: StandingRow[];
  /** Set when the campaign's stored data cannot be read: it is kept (never deleted by Tenka), its games are listed on their own, and no game can be started in it. */
  damaged?: { reason: string };
}

export interface ReplayInfo {
  game: GameSummary;
  /** Number of moves: plies run 0..length. */
  length: number;
  /** The ruleset version the game was played with, and this build's. */
  rulesetVersion: string;
  currentRulesetVersion: string | null;
  /** False when this build cannot reproduce the game; `problem` says why. Never show such a replay. */
  replayable: boolean;
  problem: string | null;
  /** True when the whole record (every seat's moves) may be shown: finished or bot-only games. */
  allSeeing: boolean;
  /**
   * The full record, only when allSeeing; otherwise step with getReplayFrame
   * for a seat you hold. Its `seed` only once the game is over.
   */
  record: { ruleset: string; rulesetVersion: string; options: unknown; seed?: string; moves: { seat: number; move: unknown }[] } | null;
  /**
   * Where rounds start (the start, every round change, the end). `hash` (the
   * state hash, Rng included) only once the game is over: with the start's
   * hash a client could test guessed seeds.
   */
  checkpoints: { ply: number; round: number; hash?: string }[];
  /** Hints taken per seat (suggestMove; index = seat): the end summary shows them. */
  hints?: number[];
  /**
   * Set when this build's rules no longer reproduce the game and it is shown as
   * it was recorded under its own rules (its stored frames): all-seeing frames
   * only (`seat` null), `record` and `checkpoints` as stored.
   */
  archived?: { rulesetVersion: string };
}

export interface ReplayFrame {
  gameId: string;
  ply: number;
  length: number;
  seat: number | null;
  view: unknown;
  /** The move that led to this position: `move` is omitted when it is another seat's secret. */
  last: { seat: number; move?: unknown; events: unknown[] } | null;
  pending: { seat: number; kind: string }[];
  result: { scores: number[]; winners: number[] } | null;
}

/**
 * The whole game told move by move, as one seat saw it: each entry is what a
 * ReplayFrame's `last` holds at that ply, events filtered the same way and at
 * the same indexes, but slimmed by the game's `logEvent` where it has one
 * (e.g. a tower throw without its animation trace: a frame carries it when
 * the throw is shown).
 */
export interface ReplayLog {
  gameId: string;
  seat: number | null;
  /** Entry i is ply i + 1. */
  moves: { ply: number; last: NonNullable<ReplayFrame['last']> }[];
}

/** What one seat sees now. */
export interface SeatView {
  gameId: string;
  seat: number;
  ply: number;
  /** The ruleset's redacted view for this seat. */
  view: unknown;
  /** Seats that must decide now (no detail of what others decide). */
  pending: { seat: number; kind: string }[];
  /** This seat's free actions open now (moves it may make unasked, kernel/free-actions.ts); absent or empty: none. */
  free?: { seat: number; kind: string }[];
  result: { scores: number[]; winners: number[] } | null;
}

export interface ResultByType {
  ping: { pong: true; time: number };
  dataFolder: { path: string; canOpen: boolean };
  openDataFolder: { opened: true };
  listRulesets: RulesetInfo[];
  createGame: { gameId: string };
  openGame: { game: GameSummary; views: SeatView[] };
  getView: SeatView;
  submitMove: { ply: number };
  listGames: GameSummary[];
  createCampaign: CampaignSummary;
  startCampaignGame: { gameId: string };
  listCampaigns: CampaignSummary[];
  getCampaign: { campaign: CampaignSummary; games: GameSummary[] };
  renameCampaign: CampaignSummary;
  deleteCampaign: { campaignId: string; games: number; moves: number };
  latestUnfinished: { game: GameSummary | null };
  continueGame: { game: GameSummary; views: SeatView[] };
  exportGame: { fileName: string; text: string };
  /**
   * The imported game; or, when this very game is stored already (same ruleset,
   * options, seed, seats and moves), nothing is stored and `duplicateOf` names
   * the existing copy (then `gameId` = `duplicateOf`, its campaign).
   */
  importGame: { gameId: string; campaignId: string; moves: number; duplicateOf?: string };
  /** `gameId`: the new game when started over, else null. */
  retireGame: { retired: string; gameId: string | null };
  getReplay: ReplayInfo;
  getReplayFrame: ReplayFrame;
  getReplayLog: ReplayLog;
  getSettings: { settings: Record<string, unknown> | null };
  saveSettings: { saved: true };
  undoStatus: UndoStatus;
  /** `ply`: the position the game went back to; `moves`: how many moves left the record. */
  undoMove: { ply: number; moves: number; takeBacks: number[] };
  getPlayerRecord: PlayerRecord;
  exportPlayerRecord: { fileName: string; text: string };
  getAnalysis: GameAnalysis;
  analyseGame: GameAnalysis;
  lanAddresses: { addresses: LanAddress[] };
  shareGame: ShareInfo;
  shareStatus: { share: ShareInfo | null };
  stopSharing: { stopped: boolean };
  standIn: ShareInfo;
  remoteSeat: { gameId: string; seat: number; name: string; ruleset: string };
  suggestMove: HintSuggestion;
  cancelHint: { cancelled: boolean };
}

/** An address of this computer on the local network (`name`: its interface, e.g. eth0, wlan0). */
export interface LanAddress {
  address: string;
  name: string;
}

/** One shared seat: its invite link (its token inside), whether its player is connected, and the bot standing in for them. */
export interface ShareSeatInfo {
  seat: number;
  name: string;
  link: string;
  connected: boolean;
  /** The bot level playing the seat while its player is away; null: the player's own. */
  standIn: string | null;
}

/** A game open to friends: where it listens and its seats' invites (docs/lan.md). */
export interface ShareInfo {
  gameId: string;
  address: string;
  port: number;
  seats: ShareSeatInfo[];
}

/**
 * A hint (suggestMove): the move the game's Hard would make for the seat,
 * found from its view only, and what the search found about it (ai/hint.ts),
 * for the table to draft the move and say why.
 */
export interface HintSuggestion {
  gameId: string;
  seat: number;
  /** The position it is for (a hint for an older ply is stale). */
  ply: number;
  /** The decision kind it answers. */
  kind: string;
  move: unknown;
  /** 'search': compared `considered` moves over `playouts` sampled futures; 'rule': the bot's own rule decided (no search). */
  how: 'search' | 'rule';
  /** 'tree': values are a 0..1 score of the position; 'flat': the game's evaluation points. */
  search: 'tree' | 'flat' | null;
  considered: number;
  playouts: number;
  visits: number;
  value: number | null;
  nextBest: number | null;
  elapsedMs: number;
  budgetMs: number;
  /** Hints taken in this game so far, per seat (this one counted). */
  hints: number[];
}

/** Games and wins of one kind (a bot level faced, a start choice), with the win rate's 95 % interval (Wilson). */
export interface RecordTally {
  /** The bot level faced ('' = people only), or the start choice's label. */
  key: string;
  games: number;
  wins: number;
  low: number;
  high: number;
  averagePlacement: number;
}

/** One finished game of the record, as the CSV lists it. */
export interface RecordGame {
  gameId: string;
  code: string;
  finishedAt: string;
  seat: number;
  players: number;
  /** The strongest bot level among the other seats ('' = people only). */
  faced: string;
  choice: string | null;
  /** 1 = won; shared places count from the best (two winners are both 1st). */
  placement: number;
  score: number;
  won: boolean;
  /** Hints taken in this game by this seat (suggestMove). */
  hints: number;
}

/**
 * A person's record in one game (the seats they played under this name,
 * hotseat games included, each seat counting on its own).
 */
export interface PlayerRecord {
  ruleset: string;
  /** Whose record (null: nobody has finished a game of it yet). */
  player: string | null;
  /** Every name with a finished game of this ruleset, most games first. */
  players: string[];
  games: number;
  wins: number;
  low: number;
  high: number;
  averagePlacement: number | null;
  bestScore: number | null;
  currentStreak: number;
  longestStreak: number;
  hints: number;
  /** The game's word for its start choice (the fairness hook's, in English), null when it has none. */
  choiceName: string | null;
  byLevel: RecordTally[];
  byChoice: RecordTally[];
  /** Oldest first. */
  history: RecordGame[];
}

/** One point of a win-chance graph: after `ply` moves, each seat's chance (0..1) with its 95 % interval. */
export interface ChanceAt {
  ply: number;
  round: number;
  playouts: number;
  chances: { chance: number; low: number; high: number }[];
}

/** A biggest swing: in the moves after `from` up to `to`, `seat`'s chance went from `before` to `after`. */
export interface TurningPointInfo {
  from: number;
  to: number;
  seat: number;
  before: number;
  after: number;
}

export interface GameAnalysis {
  gameId: string;
  /** none: not asked for; queued/running: under way (`progress` 0..1); done; unavailable: `problem` says why (not finished, rules changed). */
  state: 'none' | 'queued' | 'running' | 'done' | 'unavailable';
  progress: number;
  problem?: string;
  /** What it is run with: the level, playouts per point, at most so many points. */
  setting: { level: string; playouts: number; maxPoints: number };
  points: ChanceAt[];
  turningPoints: TurningPointInfo[];
}

/**
 * Whether a seat may take back its last decision (src-shared/kernel/take-back.ts):
 * `reason` when not (a code the renderer puts in words), `moves` when it may
 * (its move and the bots' since); `takeBacks` counts every seat's take-backs
 * in this game so far (the end summary shows them).
 */
export interface UndoStatus {
  allowed: boolean;
  reason?: 'no-move' | 'people' | 'over' | 'die' | 'throw' | 'card' | 'secret' | 'chance';
  moves?: number;
  takeBacks: number[];
}

/** Pushed to every connection holding a seat in the game, redacted for that seat. */
export interface GameUpdatePush {
  push: 'gameUpdate';
  update: SeatView & { events: unknown[] };
}
/**
 * Pushed while a bot decides, to every connection holding a seat in the game:
 * `progress` 0..1 of its time budget (search bots) and `done` when it has
 * moved. Heuristic bots that answer at once may send only the `done` push.
 */
export interface BotThinkingPush {
  push: 'botThinking';
  gameId: string;
  seat: number;
  /** The decision kind being made (the ruleset's pending kind). */
  kind: string;
  progress: number;
  elapsedMs: number;
  budgetMs: number;
  done: boolean;
}
/**
 * Pushed by the desktop app's application menu (Electron only; the browser host
 * never sends it): the renderer does what the menu item says, as if the player
 * had clicked there.
 */
export const MENU_COMMANDS = ['newGame', 'continue', 'replays', 'rules', 'settings', 'language:en', 'language:de'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];
export interface MenuCommandPush {
  push: 'menu';
  command: MenuCommand;
}
/** Pushed to a remote seat when the host stops sharing its game (or quits): its link is dead, nothing was lost. */
export interface ShareClosedPush {
  push: 'shareClosed';
  gameId: string;
}
/** Pushed to the connection that asked for a hint while its search runs (suggestMove). */
export interface HintThinkingPush {
  push: 'hintThinking';
  gameId: string;
  seat: number;
  progress: number;
  elapsedMs: number;
  budgetMs: number;
}
export type PushMessage = GameUpdatePush | BotThinkingPush | MenuCommandPush | ShareClosedPush | HintThinkingPush;

export type ParsedMessage = { ok: true; envelope: RequestEnvelope } | { ok: false; id: number; error: ContractError };

/** Validate one raw message text from a client; never throws. */
export function parseRequest(text: unknown): ParsedMessage {
  if (typeof text !== 'string') return fail(0, 'bad-request', 'message must be JSON text');
  const limit = looksLikeImport(text) ? MAX_IMPORT_MESSAGE_CHARS : MAX_MESSAGE_CHARS;
  if (text.length > limit) {
    return fail(requestIdOf(text), 'too-large', `message is ${text.length} characters; the limit is ${limit}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(0, 'bad-request', 'message is not valid JSON');
  }
  const id = typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: number }).id : 0;
  if (nestedDeeperThan(json, MAX_JSON_DEPTH)) return fail(id, 'bad-request', `message is nested too deeply (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`);
  const parsed = requestEnvelopeSchema.safeParse(json);
  // Only an import may be large (a crafted start cannot pass something else off as one).
  if (parsed.success && parsed.data.request.type !== 'importGame' && text.length > MAX_MESSAGE_CHARS) {
    return fail(id, 'too-large', `message is ${text.length} characters; the limit is ${MAX_MESSAGE_CHARS}`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return fail(id, 'bad-request', `invalid request${where}: ${issue?.message ?? 'unknown problem'}`);
  }
  return { ok: true, envelope: parsed.data };
}

function fail(id: number, code: ErrorCode, message: string): ParsedMessage {
  return { ok: false, id, error: { code, message } };
}

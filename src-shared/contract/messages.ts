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

/** Largest message the host accepts, in characters of JSON text. */
export const MAX_MESSAGE_CHARS = 256 * 1024;

const gameId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const seat = z.number().int().min(0).max(15);
const name = z.string().trim().min(1).max(40);

export const seatSpecSchema = z.object({
  kind: z.enum(['human', 'bot']),
  name,
  /** Bot level, e.g. 'random'; required for bots. */
  bot: z.string().min(1).max(32).optional(),
});
export type SeatSpec = z.infer<typeof seatSpecSchema>;

export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('listRulesets') }),
  z.object({
    type: z.literal('createGame'),
    ruleset: z.string().min(1).max(64),
    options: z.record(z.string(), z.unknown()),
    seed: z.string().min(1).max(64).optional(),
    seats: z.array(seatSpecSchema).min(1).max(8),
  }),
  /** Claim this game's human seats for this connection and get their views. */
  z.object({ type: z.literal('openGame'), gameId }),
  z.object({ type: z.literal('getView'), gameId, seat }),
  z.object({ type: z.literal('submitMove'), gameId, seat, move: z.unknown() }),
  z.object({ type: z.literal('listGames') }),
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
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ContractError {
  code: ErrorCode;
  message: string;
  /** The rule's own error code for 'illegal-move'. */
  rule?: string;
}

export type ResponseEnvelope = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ContractError };

export interface RulesetInfo {
  id: string;
  title: string;
  version: string;
  minPlayers: number;
  maxPlayers: number;
  bots: string[];
}

export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  name: string;
  bot?: string;
}

export interface GameSummary {
  gameId: string;
  ruleset: string;
  seed: string;
  seats: SeatInfo[];
  createdAt: string;
  ply: number;
  round: number;
  finished: boolean;
  result: { scores: number[]; winners: number[] } | null;
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
  result: { scores: number[]; winners: number[] } | null;
}

export interface ResultByType {
  ping: { pong: true; time: number };
  listRulesets: RulesetInfo[];
  createGame: { gameId: string };
  openGame: { game: GameSummary; views: SeatView[] };
  getView: SeatView;
  submitMove: { ply: number };
  listGames: GameSummary[];
}

/** Pushed to every connection holding a seat in the game, redacted for that seat. */
export interface GameUpdatePush {
  push: 'gameUpdate';
  update: SeatView & { events: unknown[] };
}
export type PushMessage = GameUpdatePush;

export type ParsedMessage = { ok: true; envelope: RequestEnvelope } | { ok: false; id: number; error: ContractError };

/** Validate one raw message text from a client; never throws. */
export function parseRequest(text: unknown): ParsedMessage {
  if (typeof text !== 'string') return fail(0, 'bad-request', 'message must be JSON text');
  if (text.length > MAX_MESSAGE_CHARS) {
    return fail(0, 'too-large', `message is ${text.length} characters; the limit is ${MAX_MESSAGE_CHARS}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(0, 'bad-request', 'message is not valid JSON');
  }
  const id = typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: number }).id : 0;
  const parsed = requestEnvelopeSchema.safeParse(json);
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

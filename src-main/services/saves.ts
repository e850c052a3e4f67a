/**
 * Game files: export a stored game to versioned JSON and import one back.
 * The format is described in docs/saves.md. An import is checked in this
 * order and stops at the first problem, changing nothing:
 *   JSON → Tenka game file → format version → shape → checksum →
 *   ruleset known and same version → seats/options agree →
 *   replay every move → checkpoint hashes equal → result and status equal.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MAX_JSON_DEPTH, nestedDeeperThan, seatColourSchema, type SeatInfo } from '../../src-shared/contract/messages';
import { getRuleset } from '../../src-shared/games/registry';
import { canonicalJson } from '../../src-shared/kernel/hash';
import type { Checkpoint, RecordedMove } from '../../src-shared/kernel/record';
import { checkReplayable } from '../../src-shared/kernel/seek';
import type { GameResult } from '../../src-shared/kernel/ruleset';
import type { Store } from '../store/store';

export const SAVE_FORMAT = 'tenka-game';
export const SAVE_FORMAT_VERSION = 1;

/** Why a file cannot be imported; `message` is written for the player. */
export class SaveFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFileError';
  }
}

const checkpointSchema = z.object({ ply: z.number().int().min(0), round: z.number().int(), hash: z.string().regex(/^[0-9a-f]{16}$/) });
const seatSchema = z.object({
  seat: z.number().int().min(0).max(15),
  kind: z.enum(['human', 'bot']),
  name: z.string().min(1).max(40),
  bot: z.string().min(1).max(32).optional(),
  colour: seatColourSchema.optional(),
});
const resultSchema = z.object({ scores: z.array(z.number()), winners: z.array(z.number().int().min(0)) });

const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(SAVE_FORMAT_VERSION),
  exportedAt: z.string(),
  ruleset: z.object({ id: z.string().min(1).max(64), version: z.string().min(1).max(32) }),
  options: z.record(z.string(), z.unknown()),
  seed: z.string().min(1).max(64),
  seats: z.array(seatSchema).min(1).max(8),
  status: z.enum(['active', 'finished']),
  moves: z.array(z.object({ seat: z.number().int().min(0).max(15), move: z.unknown() })),
  checkpoints: z.array(checkpointSchema).min(1),
  result: resultSchema.nullable(),
  campaign: z.object({ name: z.string().min(1).max(80) }).nullable(),
  digest: z.string(),
});

export type SaveFile = z.infer<typeof saveFileSchema>;

/**
 * sha256 of the canonical JSON of everything in the file but the digest
 * itself, including fields this build does not know (pass the file as read,
 * not as parsed by the schema, which drops them). Files of earlier builds were
 * signed the same way over the fields they wrote, so they still verify.
 */
export function saveDigest(file: object & { digest?: unknown }): string {
  const { digest: _omit, ...body } = file;
  return `sha256:${createHash('sha256').update(canonicalJson(body)).digest('hex')}`;
}

/** The file content (pretty JSON) and a suggested file name for a stored game. */
export function exportGame(store: Store, gameId: string): { file: SaveFile; text: string; fileName: string } | undefined {
  const g = store.getGame(gameId);
  if (!g) return undefined;
  const campaign = g.campaignId ? store.getCampaign(g.campaignId) : undefined;
  const body: Omit<SaveFile, 'digest'> = {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    ruleset: { id: g.ruleset, version: g.rulesetVersion },
    options: g.options as Record<string, unknown>,
    seed: g.seed,
    seats: g.seats,
    status: g.status === 'finished' ? 'finished' : 'active',
    moves: store.moves(gameId),
    checkpoints: store.checkpoints(gameId),
    result: g.result,
    campaign: campaign ? { name: campaign.name } : null,
  };
  const file: SaveFile = { ...body, digest: saveDigest(body) };
  const day = g.createdAt.slice(0, 10);
  return { file, text: `${JSON.stringify(file, null, 1)}\n`, fileName: `tenka-${g.ruleset}-${day}-${gameId}.json` };
}

export interface VerifiedImport {
  file: SaveFile;
  ruleset: string;
  rulesetVersion: string;
  moves: RecordedMove[];
  checkpoints: Checkpoint[];
  seats: SeatInfo[];
  status: 'active' | 'finished';
  result: GameResult | null;
  round: number;
}

/**
 * Parse and fully verify a game file. Throws SaveFileError with a clear reason.
 * Only finished games are imported (see docs/saves.md, "Hidden information");
 * `allowUnfinished` is for a host started for tests, whose stored positions
 * are unfinished games cut at a ply (tests/e2e/positions.ts).
 */
export function verifySaveFile(text: string, { allowUnfinished = false }: { allowUnfinished?: boolean } = {}): VerifiedImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SaveFileError('this is not a Tenka game file: it is not valid JSON (it may be truncated or corrupt)');
  }
  if (nestedDeeperThan(json, MAX_JSON_DEPTH)) throw new SaveFileError(`the game file is damaged: it is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  const head = json as { format?: unknown; formatVersion?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== SAVE_FORMAT) {
    throw new SaveFileError('this is not a Tenka game file (it has no "format": "tenka-game")');
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > SAVE_FORMAT_VERSION) {
    throw new SaveFileError(`this game file was made by a newer Tenka (format version ${head.formatVersion}; this version reads up to ${SAVE_FORMAT_VERSION})`);
  }
  const parsed = saveFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new SaveFileError(`the game file is damaged${where}: ${issue?.message ?? 'unexpected content'}`);
  }
  const file = parsed.data;
  // Over the file as read: a field the schema does not know is covered too.
  if (saveDigest(json as object) !== file.digest) {
    throw new SaveFileError('the game file was changed after it was exported (its checksum does not match)');
  }
  if (file.status !== 'finished' && !allowUnfinished) {
    // Only a finished game's record may be seen whole. Tenka exports finished
    // games only; a file of a running game (from an older Tenka, or edited) holds
    // every player's secrets, and imported with every seat made a bot it would
    // be an all-seeing replay of them. So it is refused, whatever its seats.
    throw new SaveFileError('this file holds an unfinished game: Tenka imports finished games only (a running game\'s file would show every player\'s secret plans); finish the game where it was played, then export it again');
  }
  const ruleset = getRuleset(file.ruleset.id);
  if (!ruleset) throw new SaveFileError(`the game uses the ruleset '${file.ruleset.id}', which this version of Tenka does not have`);
  const players = (file.options as { players?: unknown }).players;
  if (typeof players !== 'number' || !Number.isInteger(players)) {
    throw new SaveFileError(`the game file is damaged at options.players: expected a whole number (how many play), found ${describeValue(players)}`);
  }
  if (players !== file.seats.length || file.seats.some((s, i) => s.seat !== i)) {
    throw new SaveFileError(`the game file is inconsistent: ${file.seats.length} seats for ${String(players)} players`);
  }
  if (file.moves.some((m) => m.seat >= file.seats.length)) throw new SaveFileError('the game file is inconsistent: a move by a seat that does not exist');
  for (const s of file.seats) {
    // (A finished game's bots need not exist in this build: they will not move again.)
    if (s.kind === 'bot' && !s.bot) {
      throw new SaveFileError(`the game file is inconsistent: seat ${s.seat} is a bot without a level`);
    }
  }
  const record = { ruleset: file.ruleset.id, rulesetVersion: file.ruleset.version, options: file.options, seed: file.seed, moves: file.moves };
  const check = checkReplayable(ruleset, record, file.checkpoints);
  if (!check.ok) {
    if (check.reason === 'version-changed') throw new SaveFileError(check.message.replace('this game was', 'the game in this file was'));
    throw new SaveFileError(`the game in this file does not replay correctly: ${check.message}`);
  }
  // Every checkpoint the replay takes must be in the file, not just a subset.
  if (canonicalJson(check.checkpoints) !== canonicalJson(file.checkpoints)) {
    throw new SaveFileError('the game in this file does not replay correctly: its checkpoints differ from a replay of its moves');
  }
  const status = check.finished ? 'finished' : 'active';
  if (status !== file.status || canonicalJson(check.result) !== canonicalJson(file.result)) {
    throw new SaveFileError('the game in this file does not replay correctly: its result differs from a replay of its moves');
  }
  return {
    file,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    // As the rules read them: a file whose moves carry extra fields is stored (and compared) without them.
    moves: check.moves,
    checkpoints: check.checkpoints,
    seats: file.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, ...(s.bot ? { bot: s.bot } : {}), ...(s.colour !== undefined ? { colour: s.colour } : {}) })),
    status,
    result: check.result,
    round: check.round,
  };
}

/** A value from a file, described for an error message: its type and at most a few characters of it (never the whole input). */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  const type = Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : typeof v === 'string' ? 'a string' : `a ${typeof v}`;
  if (typeof v === 'object') return type;
  const text = JSON.stringify(v);
  return `${type} (${text.length > 24 ? `${text.slice(0, 20)}…` : text})`;
}

/**
 * Henn's options: the board side and the start (the beginners' fixed setup or
 * the draft), as the schema players see. The beginners' setup comes two ways:
 * 'drawn' (new games: each seat draws its column of the rulebook's table from
 * the seed) and 'fixed' (seat 1 takes column A, seat 2 B...: how every game
 * was set up before ruleset v2, kept so stored games, whose records hold their
 * parsed options, replay and continue as they were); the tower model is an extra option
 * for tests and old records (not offered in the New game form).
 */
import type { OptionSpec } from '../../kernel/options';
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import type { HennShogunOptions, PlayerCount } from './types';

export const HENN_OPTIONS: readonly OptionSpec[] = [
  { kind: 'choice', key: 'side', values: ['sun', 'moon'], default: 'sun' },
  { kind: 'choice', key: 'setup', values: ['drawn', 'fixed', 'draft'], default: 'drawn', defaultIf: [{ when: { side: 'moon' }, value: 'draft' }] },
];

/** Keys Henn accepts beside the schema: the tower model (read by `crossCheck`). */
export const HENN_EXTRA_OPTIONS = ['tower'] as const;

export const DEFAULT_TOWER = { p: 2 / 3, q: 1 / 3 };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (message: string): RuleError => ruleError('bad-options', message);

/** The cross-field rules: the fixed setup on the sun side only; the tower model's p and q. */
export function crossCheck(o: Record<string, unknown> & { players: number }, raw: Readonly<Record<string, unknown>>): Result<HennShogunOptions, RuleError> {
  const side = o.side as 'sun' | 'moon';
  const setup = o.setup as HennShogunOptions['setup'];
  if (setup !== 'draft' && side === 'moon') {
    return err(bad("Option 'setup': the beginners' fixed setup exists for the sun side only; use the draft on the moon side."));
  }
  // No tower options: the physics tower (new games). Tower options without a
  // model: the classic tower, parsed to exactly what it was before the physics
  // tower existed, so stored games (whose records hold parsed options) replay
  // to their stored checkpoints.
  let tower: HennShogunOptions['tower'] = { model: 'physics', ...DEFAULT_TOWER };
  if (raw.tower !== undefined) {
    const t = raw.tower;
    if (!isRecord(t)) return err(bad("Option 'tower' is an object like { model: 'classic', p, q }."));
    const model = t.model;
    if (model !== undefined && model !== 'physics' && model !== 'classic') {
      return err(bad("Option 'tower': the model is 'physics' or 'classic'."));
    }
    const prob = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;
    const p = t.p ?? (model ? DEFAULT_TOWER.p : undefined);
    const q = t.q ?? (model ? DEFAULT_TOWER.q : undefined);
    if (!prob(p) || !prob(q)) return err(bad("Option 'tower' needs p and q, probabilities between 0 and 1."));
    tower = model ? { model, p, q } : { p, q };
  }
  return ok({ players: o.players as PlayerCount, side, setup, tower });
}

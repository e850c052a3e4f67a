/** The options of Gekokujō (v74 and its modules): players, starting capital, coastal list, round limit, modules. */
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import type { OptionSpec } from '../game-module';
import { PROVINCES_TO_WIN } from './data';
import type { GekokujoOptions } from './types';

/** The options schema the New game screen and the CLI show. */
export const GEKOKUJO_OPTIONS: OptionSpec[] = [
  { kind: 'bool', key: 'startingCapital', default: true },
  { kind: 'choice', key: 'coastal', values: ['geographic', 'seed-list'], default: 'geographic' },
  { kind: 'int', key: 'roundLimit', min: 1, max: 100, default: null },
  { kind: 'bool', key: 'glory', default: false },
  { kind: 'bool', key: 'rice', default: false },
  { kind: 'bool', key: 'political', default: false },
  { kind: 'bool', key: 'specialized', default: false },
  { kind: 'bool', key: 'technology', default: false },
];

export function parseOptions(raw: unknown): Result<GekokujoOptions, RuleError> {
  if (typeof raw !== 'object' || raw === null) return err(ruleError('bad-options', 'options must be an object'));
  const o = raw as Record<string, unknown>;
  const players = o.players ?? 4;
  if (typeof players !== 'number' || !(players in PROVINCES_TO_WIN)) return err(ruleError('bad-players', 'Gekokujō is for 4–5 players (2–3 as reconstructed variants)'));
  const bool = (key: string, dflt: boolean): boolean | null => (o[key] === undefined ? dflt : typeof o[key] === 'boolean' ? (o[key] as boolean) : null);
  const startingCapital = bool('startingCapital', true);
  const glory = bool('glory', false);
  const rice = bool('rice', false);
  const political = bool('political', false);
  const specialized = bool('specialized', false);
  const technology = bool('technology', false);
  if (specialized === null || technology === null) return err(ruleError('bad-options', 'specialized and technology are true or false'));
  if (technology && !specialized) return err(ruleError('bad-options', 'Technological Change needs Specialized Warfare'));
  if (startingCapital === null || glory === null || rice === null || political === null) return err(ruleError('bad-options', 'startingCapital, glory and rice are true or false'));
  const coastal = o.coastal ?? 'geographic';
  if (coastal !== 'geographic' && coastal !== 'seed-list') return err(ruleError('bad-options', "coastal is 'geographic' or 'seed-list'"));
  const roundLimit = o.roundLimit ?? null;
  if (roundLimit !== null && (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 1 || roundLimit > 100)) {
    return err(ruleError('bad-options', 'roundLimit is a whole number 1..100 or null'));
  }
  return ok({ players, startingCapital, coastal, roundLimit, glory, rice, political, specialized, technology });
}

/** `tenka gekokujo-fairness` (cli.ts): parses the flags, plays the games (fairness.ts) and prints the report. */
import { botFromSpec } from '../bot-registry';
import type { CliFlags, CliOutput } from '../game-module';
import { formatFairness, playFairnessGame, summarizeFairness, type FairnessGame } from './fairness';

function optionsFrom(list: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of list) {
    const [k, v] = kv.split('=');
    if (!k || v === undefined) throw new Error(`--opt wants K=V, got '${kv}'`);
    out[k] = v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v;
  }
  return out;
}

export async function fairnessCommand(flags: CliFlags, o: CliOutput): Promise<void> {
  const players = Number(flags.players ?? 4);
  const games = Number(flags.games ?? 400);
  const seed = String(flags.seed ?? 'fair');
  const level = String(flags.level ?? 'normal');
  if (!(players >= 2 && players <= 5)) throw new Error('--players: 2 to 5');
  if (!(games >= 1)) throw new Error('--games: at least 1');
  const bot = botFromSpec('gekokujo', level);
  if (!bot) throw new Error(`unknown level '${level}'`);
  const options = optionsFrom((flags.opt as string[] | undefined) ?? []);
  const played: FairnessGame[] = [];
  for (let g = 0; g < games; g++) played.push(playFairnessGame(options, `${seed}/${g}`, Array.from({ length: players }, () => bot)));
  const rep = summarizeFairness(players, played);
  if (flags['games-out']) o.writeFile(String(flags['games-out']), played.map((g) => JSON.stringify(g)).join('\n') + '\n');
  if (flags.json) o.out(JSON.stringify(rep));
  else for (const line of formatFairness(rep)) o.out(line);
}

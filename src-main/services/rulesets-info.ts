/**
 * The answer to listRulesets: every registered game as the New game screen
 * needs it (see RulesetInfo in src-shared/contract/messages.ts), its options
 * schema as plain data. Test-only games only when the host runs for tests.
 */
import type { OptionInfo, RulesetInfo } from '../../src-shared/contract/messages';
import { botsFor } from '../../src-shared/games/bot-registry';
import type { OptionSpec } from '../../src-shared/games/game-module';
import { GAME_IDS, getGame } from '../../src-shared/games/index';

export function listRulesets(includeTestGames: boolean): RulesetInfo[] {
  return GAME_IDS.map((id) => getGame(id)!)
    .filter((game) => includeTestGames || game.availability !== 'test')
    .map(({ ruleset: r, availability, options }) => ({
      id: r.id,
      title: r.title,
      version: r.version,
      minPlayers: r.minPlayers,
      maxPlayers: r.maxPlayers,
      availability: availability ?? 'play',
      bots: botsFor(r.id).map((b) => ({ level: b.level, description: b.description })),
      options: options.map(optionInfo),
    }));
}

/** A schema entry as data that survives JSON (copies, so no caller can change the module's schema). */
function optionInfo(spec: OptionSpec): OptionInfo {
  switch (spec.kind) {
    case 'choice':
      return {
        kind: 'choice',
        key: spec.key,
        values: [...spec.values],
        default: spec.default,
        ...(spec.defaultIf ? { defaultIf: spec.defaultIf.map((r) => ({ when: { ...r.when }, value: r.value })) } : {}),
      };
    case 'int':
      return { kind: 'int', key: spec.key, min: spec.min, max: spec.max, default: spec.default };
    case 'bool':
      return { kind: 'bool', key: spec.key, default: spec.default };
  }
}

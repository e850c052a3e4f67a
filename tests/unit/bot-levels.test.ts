/**
 * Every bot level a game offers has a name a player can read and one line on
 * what it does, in English and German (the New game screen lists them:
 * src-renderer/kit/seats/bot-levels.ts). A level added without its texts fails here.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src-renderer/i18n';
import { botLevelLine, botLevelName } from '../../src-renderer/kit/seats/bot-levels';
import { botsFor } from '../../src-shared/games/bot-registry';
import { GAME_IDS, getGame } from '../../src-shared/games/index';

const PLAYABLE = GAME_IDS.filter((id) => getGame(id)!.availability === undefined);

describe('bot levels, as players read them', () => {
  for (const locale of ['en', 'de'] as const) {
    const t = (key: string): string => translate(locale, key);
    it.each(PLAYABLE)(`%s: every level on offer has a name and a line (${locale})`, (id) => {
      for (const { level } of botsFor(id)) {
        const name = botLevelName(t, id, level);
        expect(name, `${id} ${level}: a name, not the id`).not.toMatch(/^[a-z]+$/);
        expect(botLevelLine(t, id, level), `${id} ${level}`).toMatch(/\S.{20,}/);
      }
    });
  }

  it('takes a game\'s own name for its level over the id, and the shell\'s for the generic ones', () => {
    const t = (key: string): string => translate('de', key);
    expect(botLevelName(t, undefined, 'easy')).toBe('Leicht');
    expect(botLevelName(t, 'kunitori', 'bigmoney')).toBe('Big Money');
    expect(botLevelLine(t, 'kunitori', 'bigmoney')).toMatch(/^die Messlatte\./);
    expect(botLevelName(t, undefined, 'unheard-of')).toBe('unheard-of');
    expect(botLevelLine(t, undefined, 'unheard-of')).toBeNull();
  });

  it('Henn\'s Easy names its own mistakes, in both languages', () => {
    expect(botLevelLine((k) => translate('en', k), 'henn-shogun', 'easy')).toMatch(/forgets the winter.*poor odds.*every army.*who is about to win/);
    expect(botLevelLine((k) => translate('de', k), 'henn-shogun', 'easy')).toMatch(/vergisst den Winter.*schlechten Chancen.*allen Armeen.*kurz vor dem Sieg/);
  });
});

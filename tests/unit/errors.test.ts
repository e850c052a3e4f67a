/** Failed requests as shown to the player, in the player's language. */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src-shared/contract/messages';
import { TenkaRequestError } from '../../src-shared/contract/client';
import { MESSAGES } from '../../src-renderer/i18n';
import { describeError, shownHeadline } from '../../src-renderer/stores/errors';

describe('describeError', () => {
  it('names what failed and what we were doing, in English and German', () => {
    const shown = describeError(new TenkaRequestError({ code: 'bad-options', message: 'toy-race takes 2–4 players, not 9' }), 'shell.doing.startGame');
    expect(shown.headline).toBe('Starting a new game: Those game options are not valid');
    expect(shown.detail).toBe('toy-race takes 2–4 players, not 9');
    expect(shownHeadline(shown, 'de')).toBe('Neues Spiel starten: Diese Spieleinstellungen sind ungültig');
  });

  it('has a headline in both languages for every error code of the contract', () => {
    for (const code of [...ERROR_CODES, 'transport']) {
      expect(MESSAGES.en[`shell.error.${code}`], code).toBeTruthy();
      expect(MESSAGES.de[`shell.error.${code}`], code).toBeTruthy();
    }
  });

  it('keeps plain-text "doing" and unexpected errors readable', () => {
    const shown = describeError(new Error('socket closed'), 'Opening the game');
    expect(shownHeadline(shown, 'de')).toBe('Opening the game: Etwas ist schiefgegangen');
    expect(shown.detail).toBe('socket closed');
    expect(shownHeadline({ headline: 'Made elsewhere', detail: '' }, 'de')).toBe('Made elsewhere');
  });
});

/**
 * Why a move was refused before any game's own rule was asked: the kernel's who-may-move codes
 * (src-shared/kernel/define-ruleset.ts checkWhoMayMove, and the move schema's bad-move), told the same in every game
 * (kit/table/refusal.ts); and a code several games give alike, said once here unless a game says it its own way. A
 * game's own codes are in games/<id>/messages/refusals.ts.
 */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'refusal.game-over': 'The game is over.',
    'refusal.bad-seat': 'There is no such seat.',
    'refusal.not-your-turn': 'It is not your decision now.',
    'refusal.wrong-move': 'That is not what is asked of you now.',
    'refusal.bad-move': 'This move is not understood.',
    'refusal.bad-target': 'That cannot be the target.',
  },
  {
    'refusal.game-over': 'Das Spiel ist vorbei.',
    'refusal.bad-seat': 'Diesen Platz gibt es nicht.',
    'refusal.not-your-turn': 'Du bist jetzt nicht an der Reihe.',
    'refusal.wrong-move': 'Das ist nicht, was jetzt von dir verlangt wird.',
    'refusal.bad-move': 'Dieser Zug ist unverständlich.',
    'refusal.bad-target': 'Das kann nicht das Ziel sein.',
  },
);

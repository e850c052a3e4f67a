/**
 * Why a move was refused, keyed by the engine's code (src-shared/games/kunitori/errors.ts; the kernel's who-may-move
 * codes are the kit's, i18n/messages/refusal.ts); `{card}` is the card's name in the player's language
 * (refusal-words.ts). The table shows these, never the engine's English sentence.
 */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'kunitori.table.refused': 'Not allowed:',
    'kunitori.refusal.illegal-play': 'You cannot play {card} now (no action left, not in your hand, not playable, or a choice is missing).',
    'kunitori.refusal.illegal-replay': 'There is no card to play again now.',
    'kunitori.refusal.illegal-end-actions': 'You cannot end your actions now.',
    'kunitori.refusal.illegal-scrap': 'That card cannot be scrapped now.',
    'kunitori.refusal.illegal-gain': 'That card cannot be gained now.',
    'kunitori.refusal.illegal-ninja-show': 'That answer to the Ninja is not possible now.',
    'kunitori.refusal.illegal-ninja-card': 'The Ninja cannot take that card now.',
    'kunitori.refusal.illegal-promote': 'That general cannot be promoted now.',
    'kunitori.refusal.illegal-attack': 'That attack is not possible now.',
    'kunitori.refusal.illegal-lead': 'That unit cannot lead this attack now.',
    'kunitori.refusal.illegal-reinforce': 'You cannot reinforce now.',
    'kunitori.refusal.illegal-ambush': 'That card cannot lie in ambush now.',
    'kunitori.refusal.illegal-ambush-done': 'You cannot end the ambush now.',
    'kunitori.refusal.illegal-accept': 'That cannot be accepted now.',
    'kunitori.refusal.illegal-restack': 'That card cannot go on top now.',
    'kunitori.refusal.illegal-buy': 'You cannot buy {card} now (no buy left, not enough Geld, or the pile is empty).',
    'kunitori.refusal.illegal-end-buys': 'You cannot end your buys now.',
    'kunitori.refusal.illegal-end-turn': 'The turn cannot end like this now: only deployable cards played this turn may stay, each copy once.',
  },
  {
    'kunitori.table.refused': 'Nicht erlaubt:',
    'kunitori.refusal.illegal-play': 'Du kannst {card} jetzt nicht ausspielen (keine Aktion übrig, nicht auf der Hand, nicht spielbar oder eine Wahl fehlt).',
    'kunitori.refusal.illegal-replay': 'Es gibt jetzt keine Karte, die du noch einmal spielen kannst.',
    'kunitori.refusal.illegal-end-actions': 'Du kannst deine Aktionen jetzt nicht beenden.',
    'kunitori.refusal.illegal-scrap': 'Diese Karte kann jetzt nicht entsorgt werden.',
    'kunitori.refusal.illegal-gain': 'Diese Karte kann jetzt nicht genommen werden.',
    'kunitori.refusal.illegal-ninja-show': 'Diese Antwort auf den Ninja ist jetzt nicht möglich.',
    'kunitori.refusal.illegal-ninja-card': 'Der Ninja kann diese Karte jetzt nicht nehmen.',
    'kunitori.refusal.illegal-promote': 'Dieser General kann jetzt nicht befördert werden.',
    'kunitori.refusal.illegal-attack': 'Dieser Angriff ist jetzt nicht möglich.',
    'kunitori.refusal.illegal-lead': 'Diese Einheit kann diesen Angriff jetzt nicht anführen.',
    'kunitori.refusal.illegal-reinforce': 'Du kannst jetzt nicht verstärken.',
    'kunitori.refusal.illegal-ambush': 'Diese Karte kann jetzt nicht in den Hinterhalt.',
    'kunitori.refusal.illegal-ambush-done': 'Du kannst den Hinterhalt jetzt nicht beenden.',
    'kunitori.refusal.illegal-accept': 'Das kann jetzt nicht angenommen werden.',
    'kunitori.refusal.illegal-restack': 'Diese Karte kann jetzt nicht nach oben.',
    'kunitori.refusal.illegal-buy': 'Du kannst {card} jetzt nicht kaufen (kein Kauf übrig, nicht genug Geld oder der Stapel ist leer).',
    'kunitori.refusal.illegal-end-buys': 'Du kannst deine Käufe jetzt nicht beenden.',
    'kunitori.refusal.illegal-end-turn': 'Der Zug kann so jetzt nicht enden: Nur in diesem Zug gespielte Einsatzkarten dürfen liegen bleiben, jedes Exemplar einmal.',
  },
);

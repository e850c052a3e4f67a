/**
 * Why a move was refused, keyed by the engine's code (src-shared/games/henn-shogun/errors.ts; the kernel's
 * who-may-move codes are the kit's, i18n/messages/refusal.ts), filled with the code's params: the table shows these
 * in the player's language, never the engine's English sentence.
 */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'henn-shogun.refusal.unknown-action': 'There is no such action space.',
    'henn-shogun.refusal.unknown-province': 'There is no such province.',
    'henn-shogun.refusal.bad-card': 'A space takes a province card, a money card or nothing.',
    'henn-shogun.refusal.bad-money-card': 'Money cards show 0 to 4 coins.',
    'henn-shogun.refusal.deck-empty': 'The deck is empty: take an open card.',
    'henn-shogun.refusal.not-open': '{province} is not one of the open cards.',
    'henn-shogun.refusal.swap-not-allowed': 'You may swap only when offered the same two open cards as at your last pick.',
    'henn-shogun.refusal.no-such-group': 'Your start mat has no group of that size.',
    'henn-shogun.refusal.not-your-province': 'You do not hold the card of {province}.',
    'henn-shogun.refusal.card-used-twice': 'A card can lie on only one space.',
    'henn-shogun.refusal.bid-too-high': 'You bid {bid} coins but have only {money}.',
    'henn-shogun.refusal.space-uncovered': 'Cover every space you have cards for: {need} spaces, not {used}.',
    'henn-shogun.refusal.bad-slot': 'Choose one of the seat-order slots.',
    'henn-shogun.refusal.slot-taken': 'Slot {slot} is taken already.',
    'henn-shogun.refusal.not-adjacent': '{to} does not border {from}.',
    'henn-shogun.refusal.not-own-province': 'With “place 1 army” you may move only into your own provinces; {province} is not yours.',
    'henn-shogun.refusal.cannot-enter': '{province} cannot be entered now (out of play, or protected by its temple this season).',
    'henn-shogun.refusal.bad-count': 'Move 1 to {max} armies: at least 1 must stay in {province}.',
    'henn-shogun.refusal.bad-order': 'Order exactly your revolting provinces: {provinces}.',
  },
  {
    'henn-shogun.refusal.unknown-action': 'Dieses Aktionsfeld gibt es nicht.',
    'henn-shogun.refusal.unknown-province': 'Diese Provinz gibt es nicht.',
    'henn-shogun.refusal.bad-card': 'Auf ein Feld kommt eine Provinzkarte, eine Geldkarte oder nichts.',
    'henn-shogun.refusal.bad-money-card': 'Geldkarten zeigen 0 bis 4 Münzen.',
    'henn-shogun.refusal.deck-empty': 'Der Stapel ist leer: Nimm eine offene Karte.',
    'henn-shogun.refusal.not-open': '{province} ist keine der offenen Karten.',
    'henn-shogun.refusal.swap-not-allowed': 'Tauschen darfst du nur, wenn dir dieselben zwei offenen Karten angeboten werden wie bei deiner letzten Wahl.',
    'henn-shogun.refusal.no-such-group': 'Dein Startplan hat keine Gruppe dieser Größe.',
    'henn-shogun.refusal.not-your-province': 'Du hast die Karte von {province} nicht.',
    'henn-shogun.refusal.card-used-twice': 'Eine Karte kann nur auf einem Feld liegen.',
    'henn-shogun.refusal.bid-too-high': 'Du bietest {bid} Münzen, hast aber nur {money}.',
    'henn-shogun.refusal.space-uncovered': 'Belege jedes Feld, für das du Karten hast: {need} Felder, nicht {used}.',
    'henn-shogun.refusal.bad-slot': 'Wähle eines der Felder der Spielreihenfolge.',
    'henn-shogun.refusal.slot-taken': 'Feld {slot} ist schon besetzt.',
    'henn-shogun.refusal.not-adjacent': '{to} grenzt nicht an {from}.',
    'henn-shogun.refusal.not-own-province': 'Mit „1 Armee einsetzen“ ziehst du nur in eigene Provinzen; {province} gehört dir nicht.',
    'henn-shogun.refusal.cannot-enter': '{province} kann jetzt nicht betreten werden (aus dem Spiel oder in dieser Jahreszeit durch ihren Tempel geschützt).',
    'henn-shogun.refusal.bad-count': 'Ziehe 1 bis {max} Armeen: Mindestens 1 muss in {province} bleiben.',
    'henn-shogun.refusal.bad-order': 'Ordne genau deine aufständischen Provinzen: {provinces}.',
  },
);

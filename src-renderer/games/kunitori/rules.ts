/**
 * The in-app rules reference for Kunitori!, in English and German, written
 * for Tenka in our own words from the German rules (seed 001) and our
 * clarification sheet (shared/rules/kunitori.md). Where the rules leave a
 * question open, the text says how Tenka's engine decides it; values the
 * sheet reconstructed are marked with * in the card reference.
 *
 * Every number the engine also knows (costs, copies, hand size, awards …) is
 * read from the engine's data, so the reference cannot drift from the game.
 */
import {
  AMBUSH_BONUS,
  ATTACKER_AWARDS,
  CARDS,
  DEFENDER_AWARDS,
  HAND_SIZE,
  PROMOTION_PRICE,
  REINFORCEMENT_CARDS,
  START_DECK,
  TOTAL_CARDS,
} from '@shared/games/kunitori/public';
import { translate } from '../../i18n';
import type { Locale } from '../../i18n/define';
import type { RulesBlock, RulesSection } from '../../rules/rules-section';
import { list, note, p, section, table } from '../../rules/rules-blocks';
import type { Translate } from '../renderer-game';
import { cardLines, cardName } from './card-words';


const tr = (locale: Locale): Translate => (key, params) => translate(locale, key, params);
const [START_A, START_B] = START_DECK;

function cardTable(locale: Locale, caption: string, head: string[]): RulesBlock {
  const t = tr(locale);
  const mark = (c: (typeof CARDS)[number], field: 'cost' | 'copies' | 'vp', value: number): string =>
    c.reconstructed?.includes(field) || c.unverified?.includes(field) ? `${value}*` : String(value);
  return table(
    caption,
    head,
    CARDS.map((c) => [
      cardName(c.id, t),
      t(`kunitori.type.${c.type}`),
      mark(c, 'copies', c.copies),
      mark(c, 'cost', c.cost),
      mark(c, 'vp', c.vp),
      `${c.att}/${c.def}`,
      cardLines(c.id, t).join('; '),
    ]),
  );
}

function awards(locale: Locale, rows: readonly { margin: number; card: number }[]): string {
  const t = tr(locale);
  return rows.map((r) => `${r.margin}+ → ${cardName(r.card, t)}`).join(', ');
}

const en: RulesSection[] = [
  section('overview', 'Overview', [
    p(`A deck-building game for 2–6 players. Everyone starts with the same small deck and buys better cards from a common pool of ${CARDS.length} piles (${TOTAL_CARDS} cards). Armies of units led by Generals attack the other players for victory cards. When a victory pile runs out, the game ends and the most victory points win.`),
  ]),
  section('setup', 'Setup', [
    list([
      'Every card kind is a face-up pile of the pool (each General a pile of one); the trash starts empty.',
      `Each player takes ${START_A!.count} ${cardName(START_A!.card, tr('en'))} and ${START_B!.count} ${cardName(START_B!.card, tr('en'))} from the pool, shuffles them and draws ${HAND_SIZE} cards.`,
      'The starting player is drawn at random; play goes clockwise.',
    ]),
  ]),
  section('turn', 'A turn', [
    p('Each turn has four phases, in this order:'),
    list(
      [
        '**Actions.** You have 1 action. Cards deployed on your last turn are played again first (each costs an action); then play action cards from your hand, each for an action. A card does what it says, top to bottom.',
        '**Battle.** Each General (or Rising general) in play may attack another player or stay back; then your units in play are split among the attacking leaders (see Battle).',
        '**Buy.** Your treasures are played automatically; you have 1 buy and the money of your treasures and cards. Each buy takes one card from the pool onto your discard pile.',
        `**End.** Choose which deployable cards stay in your deployment area for next turn; everything else in play and your hand go to the discard pile. Draw ${HAND_SIZE} new cards; the discard pile is shuffled into a new deck only when a draw needs it.`,
      ],
      true,
    ),
  ]),
  section('battle', 'Battle', [
    p('The attack strength against a player is the attack of every card sent at them. The defender chooses one defence before the strengths are compared:'),
    list([
      `**Ambush:** show cards with attack or defence from your hand, one at a time; each adds its values plus ${AMBUSH_BONUS}.`,
      `**Reinforcement:** reveal the top ${REINFORCEMENT_CARDS} cards of your deck; those with attack or defence add their values, and you put them back in the order you choose.`,
    ]),
    p('The defence strength is the attack and defence of the defender’s deployment area plus the ambush or reinforcement. The margin decides the award from the pool:'),
    list([`Attacker wins by: ${awards('en', ATTACKER_AWARDS)} (the attacker must take it).`, `Defender wins by: ${awards('en', DEFENDER_AWARDS)} (the defender may decline).`, 'A tie gives nothing; an empty pile gives nothing.']),
    p(`**Rising general:** at the start of the battle phase you may play treasures worth ${PROMOTION_PRICE} or more to take any General from the pool into play and scrap the Rising general; the General may attack at once.`),
    note('As our rules sheet settles it: battles are fought clockwise from the attacker; ambush cards go back to the hand after the battles; an ambush of no cards is allowed.'),
  ]),
  section('end', 'Game end and scoring', [
    p('When the last card of a victory pile (Village, Prefecture or Province) is taken, every other player has one more turn, then the game ends. Each player adds the victory points of every card they own, negative ones included.'),
    p('**Tie-break:** among the tied, the player seated furthest from the starting player (clockwise) wins.'),
    note('Option: a turn limit ends and scores the game after that many turns per player (off by default).'),
  ]),
  section('rulings', 'Tenka’s rulings', [
    list([
      '**Ninja clan** asks every player, the one who played it too (the sheet’s literal reading; the option “others” asks only the other players). Everyone is asked, even without a Ninja clan in hand, so the question does not reveal a hand.',
      '**Marketplace** must scrap a card if you hold one that can be scrapped; Heavy taxes can never be scrapped.',
      '**Abolished tolls** discounts stack and never take a cost below 0; they apply only to buying.',
    ]),
  ]),
  section('cards', 'Card reference', [
    note('Values marked * were lost in the scanned rules and are reconstructed (or read from a weak source) by Tenka’s rules sheet; a corrected value changes only the data file.'),
    cardTable('en', 'Every card', ['Card', 'Type', 'Copies', 'Cost', 'VP', 'Att/Def', 'Text']),
  ]),
];

const de: RulesSection[] = [
  section('overview', 'Überblick', [
    p(`Ein Deckbau-Spiel für 2–6 Personen. Alle beginnen mit demselben kleinen Deck und kaufen bessere Karten aus einem gemeinsamen Vorrat von ${CARDS.length} Stapeln (${TOTAL_CARDS} Karten). Armeen aus Einheiten unter Generälen greifen die anderen an und erbeuten Siegpunktkarten. Ist ein Siegpunktstapel leer, endet das Spiel; die meisten Siegpunkte gewinnen.`),
  ]),
  section('setup', 'Aufbau', [
    list([
      'Jede Kartensorte liegt offen als Stapel im Vorrat (jeder General als eigener Stapel); der Schrott ist anfangs leer.',
      `Alle nehmen ${START_A!.count} ${cardName(START_A!.card, tr('de'))} und ${START_B!.count} ${cardName(START_B!.card, tr('de'))} aus dem Vorrat, mischen sie und ziehen ${HAND_SIZE} Karten.`,
      'Der Startspieler wird ausgelost; gespielt wird im Uhrzeigersinn.',
    ]),
  ]),
  section('turn', 'Ein Zug', [
    p('Jeder Zug hat vier Phasen in dieser Reihenfolge:'),
    list(
      [
        '**Aktionen.** Du hast 1 Aktion. Im letzten Zug aufgestellte Karten werden zuerst erneut gespielt (jede kostet eine Aktion); danach spielst du Aktionskarten aus der Hand, je eine Aktion. Eine Karte wirkt von oben nach unten.',
        '**Kampf.** Jeder General (oder Aufstrebende General) im Spiel darf eine andere Person angreifen oder zurückbleiben; dann verteilst du deine Einheiten im Spiel auf die angreifenden Anführer (siehe Kampf).',
        '**Kauf.** Deine Schätze werden automatisch gespielt; du hast 1 Kauf und das Geld deiner Schätze und Karten. Jeder Kauf legt eine Karte aus dem Vorrat auf deinen Ablagestapel.',
        `**Ende.** Wähle, welche aufstellbaren Karten für den nächsten Zug in deinem Aufstellungsbereich bleiben; alles andere im Spiel und deine Hand kommen auf den Ablagestapel. Zieh ${HAND_SIZE} neue Karten; der Ablagestapel wird erst dann zum neuen Deck gemischt, wenn ein Zug es braucht.`,
      ],
      true,
    ),
  ]),
  section('battle', 'Kampf', [
    p('Die Angriffsstärke gegen eine Person ist der Angriff aller gegen sie geschickten Karten. Die verteidigende Person wählt vor dem Vergleich eine Verteidigung:'),
    list([
      `**Hinterhalt:** Zeige Karten mit Angriff oder Verteidigung aus deiner Hand, eine nach der anderen; jede zählt ihre Werte plus ${AMBUSH_BONUS}.`,
      `**Verstärkung:** Decke die obersten ${REINFORCEMENT_CARDS} Karten deines Decks auf; die mit Angriff oder Verteidigung zählen ihre Werte, danach legst du sie in einer Reihenfolge deiner Wahl zurück.`,
    ]),
    p('Die Verteidigungsstärke ist Angriff und Verteidigung deines Aufstellungsbereichs plus Hinterhalt oder Verstärkung. Der Abstand entscheidet über die Beute aus dem Vorrat:'),
    list([`Angreifer gewinnt mit: ${awards('de', ATTACKER_AWARDS)} (muss sie nehmen).`, `Verteidiger gewinnt mit: ${awards('de', DEFENDER_AWARDS)} (darf ablehnen).`, 'Gleichstand bringt nichts; ein leerer Stapel bringt nichts.']),
    p(`**Aufstrebender General:** Zu Beginn der Kampfphase darfst du Schätze im Wert von ${PROMOTION_PRICE} oder mehr spielen, einen beliebigen General aus dem Vorrat ins Spiel nehmen und den Aufstrebenden General verschrotten; der General darf sofort angreifen.`),
    note('So legt es unser Regelblatt fest: Kämpfe werden vom Angreifer aus im Uhrzeigersinn ausgetragen; Hinterhaltkarten gehen nach den Kämpfen auf die Hand zurück; ein Hinterhalt ohne Karten ist erlaubt.'),
  ]),
  section('end', 'Spielende und Wertung', [
    p('Wird die letzte Karte eines Siegpunktstapels (Dorf, Präfektur oder Land) genommen, haben alle anderen noch einen Zug, dann endet das Spiel. Alle zählen die Siegpunkte aller eigenen Karten, auch die negativen.'),
    p('**Gleichstand:** Unter den Gleichen gewinnt, wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt.'),
    note('Option: Ein Zuglimit beendet und wertet das Spiel nach so vielen Zügen pro Person (standardmäßig aus).'),
  ]),
  section('rulings', 'Tenkas Festlegungen', [
    list([
      '**Ninja Clan** fragt alle, auch wer ihn gespielt hat (wörtliche Lesart des Regelblatts; die Option „andere“ fragt nur die anderen). Alle werden gefragt, auch ohne Ninja Clan auf der Hand, damit die Frage keine Hand verrät.',
      '**Marktplatz** muss eine Karte verschrotten, wenn du eine verschrottbare hast; Hohe Steuern können nie verschrottet werden.',
      '**Zollaufhebung:** Rabatte addieren sich, senken keinen Preis unter 0 und gelten nur beim Kaufen.',
    ]),
  ]),
  section('cards', 'Kartenübersicht', [
    note('Mit * markierte Werte sind in der gescannten Regel verloren gegangen und von Tenkas Regelblatt rekonstruiert (oder aus einer unsicheren Quelle gelesen); ein korrigierter Wert ändert nur die Datendatei.'),
    cardTable('de', 'Alle Karten', ['Karte', 'Art', 'Anzahl', 'Kosten', 'SP', 'Ang./Vert.', 'Text']),
  ]),
];

export const KUNITORI_RULES: Record<Locale, RulesSection[]> = { en, de };

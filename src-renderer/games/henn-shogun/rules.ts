/**
 * The in-app rules reference for Dirk Henn's Shogun, in English and German,
 * written for Tenka in our own words from the rulebook (seed 002) and our
 * clarifications (shared/rules/henn-shogun.md). Where the printed rules
 * leave a question open, the text says how Tenka (the engine in
 * src-shared/games/henn-shogun) decides it.
 *
 * Every number that the engine also knows (costs, money, rice losses, the
 * winter table, excluded provinces …) is taken from the engine's data, so the
 * reference cannot drift from the game that is played. Both languages have
 * the same sections with the same ids (checked by tests/unit/rules-text.test.ts).
 *
 * Text may mark a term as **strong**; nothing else is interpreted.
 */
import {
  ACTIONS,
  actionCost,
  BUILDING_COST,
  EVENTS,
  MAJORITY_POINTS,
  PEASANTS,
  ARMIES_PER_COLOUR,
  BUILDING_LIMIT,
  PLACE_ARMIES,
  SPECIALS,
  STARTING_MONEY,
  TOWER_PREP_ARMIES,
  TOWER_PREP_PEASANTS,
  winterRevolts,
  type ActionId,
  type EventEffect,
  type SpecialId,
} from '@shared/games/henn-shogun/public';
import { MOON_EXCLUDED_3P, PROVINCES, REGIONS } from '@shared/games/henn-shogun/public';
import { START_GROUPS } from '@shared/games/henn-shogun/public';
import type { Locale } from '../../i18n/define';
import type { RulesBlock, RulesSection } from '../../rules/rules-section';
import { list, note, p, section, table } from '../../rules/rules-blocks';

export type { RulesBlock, RulesSection };

// ── numbers from the engine ──

const names = (ids: readonly string[]): string => ids.map((id) => PROVINCES.find((pr) => pr.id === id)?.name ?? id).join(', ');
const SUN_OUT_3P = PROVINCES.filter((pr) => pr.excluded3pSun).map((pr) => pr.id);
const MOON_OUT_3P: readonly string[] = MOON_EXCLUDED_3P.provinces;
const PER_REGION = PROVINCES.length / REGIONS.length;

/** Winter shortfall rows as printed: 1, 2, 3–4, 5–6, 7+ (each row's values from the engine). */
export const SHORTFALL_ROWS: readonly { label: string; from: number }[] = [
  { label: '1', from: 1 },
  { label: '2', from: 2 },
  { label: '3–4', from: 3 },
  { label: '5–6', from: 5 },
  { label: '7+', from: 7 },
];
const winterRows = SHORTFALL_ROWS.map(({ label, from }) => {
  const row = winterRevolts(from);
  return [label, row.revolts, row.extraPeasants];
});

/** Each event effect with the rice losses of its cards ("5 / 7"). */
function eventRows(text: Record<EventEffect, string>): string[][] {
  const effects = [...new Set(EVENTS.map((e) => e.effect))];
  return effects.map((effect) => [
    text[effect],
    EVENTS.filter((e) => e.effect === effect)
      .map((e) => e.riceLoss)
      .sort((a, b) => a - b)
      .join(' / '),
  ]);
}

function actionRows(text: Record<ActionId, [string, string]>): string[][] {
  return ACTIONS.map((a) => [text[a][0], String(actionCost(a)), text[a][1]]);
}

const specialItems = (text: Record<SpecialId, string>): string[] => SPECIALS.map((s) => text[s]);

// ── English ──

const EN_ACTIONS: Record<ActionId, [string, string]> = {
  palace: ['Build a palace', 'Put a palace on a free building site of the province.'],
  temple: ['Build a temple', 'Put a temple on a free building site.'],
  theatre: ['Build a nō theatre', 'Put a nō theatre on a free building site.'],
  rice: ['Claim rice', 'Gain the rice printed on the province card. May start a revolt (see below).'],
  tax: ['Levy taxes', 'Gain the money printed on the province card. May start a revolt (see below).'],
  armies5: [`Place ${PLACE_ARMIES.armies5.count} armies`, `Take ${PLACE_ARMIES.armies5.count} armies from your supply into the province.`],
  armies3: [`Place ${PLACE_ARMIES.armies3.count} armies`, `Take ${PLACE_ARMIES.armies3.count} armies from your supply into the province.`],
  army1: [`Place ${PLACE_ARMIES.army1.count} army / move`, 'Put 1 army into the province, then you may move armies from it into one neighbouring province of your own (never into a battle).'],
  battleA: ['Battle / move A', 'Move armies from the province into a neighbour: into your own, it is a move; into a neutral or enemy province, a battle.'],
  battleB: ['Battle / move B', 'The same as A, once more.'],
};

const EN_SPECIALS: Record<SpecialId, string> = {
  'tax+1': '**+1 money** when you levy taxes.',
  'rice+1': '**+1 rice** when you claim rice.',
  armies6: `**${PLACE_ARMIES.armies5.count + 1} armies** instead of ${PLACE_ARMIES.armies5.count} on “place ${PLACE_ARMIES.armies5.count} armies”.`,
  'attack+1': '**+1 army when attacking**: one more army from your supply goes into the tower when you attack.',
  'defend+1': '**+1 army when defending**: one more army from your supply goes into the tower when you are attacked.',
};

const EN_EVENTS: Record<EventEffect, string> = {
  'theatre-calms': 'Building a nō theatre also removes 1 unrest token from its province.',
  'neutral-peasants': 'Attacking a neutral province throws 2 peasants into the tower instead of 1.',
  'palace-defence': 'When a province with a palace is attacked, its owner throws 1 extra army from supply.',
  'temple-peace': 'Provinces with a temple cannot be attacked this season.',
  'tax-max-5': 'Levying taxes yields at most 5 money.',
  'tax-min-6': 'Levying taxes yields at least 6 money.',
  'rice-min-4': 'Claiming rice yields at least 4 rice.',
  'rice-max-3': 'Claiming rice yields at most 3 rice.',
  'fewer-armies': '“Place 5 armies” gives only 3, “place 3 armies” only 2.',
};

const en: RulesSection[] = [
  section('overview', 'The game at a glance', [
    p('Japan in the 16th century. Three to five **daimyō** compete for the title of shogun: they conquer provinces, feed them, tax them and build palaces, temples and nō theatres in them.'),
    p(`The game lasts **two years** of four seasons each. In spring, summer and autumn everyone plans ten actions in secret and then carries them out in an order nobody controls; each winter the provinces must be fed, and then the points are counted. After the second winter the player with the most points wins.`),
    p(`The board shows central Japan: ${PROVINCES.length} provinces in ${REGIONS.length} regions of ${PER_REGION} provinces each. Armies are wooden cubes; every battle is decided by throwing the cubes through a **cube tower**, which keeps some cubes inside and lets earlier ones fall out.`),
  ]),
  section('setup', 'Setting up', [
    list([
      `Every player takes ${ARMIES_PER_COLOUR} armies of one colour, five money cards (0 to 4) and starting money: **${STARTING_MONEY[3]}** with 3 players, **${STARTING_MONEY[4]}** with 4, **${STARTING_MONEY[5]}** with 5. Money is always open for everyone to see.`,
      `There are ${PEASANTS} green **peasant** cubes, and ${BUILDING_LIMIT.palace} palaces, ${BUILDING_LIMIT.temple} temples and ${BUILDING_LIMIT.theatre} nō theatres for everyone; when a supply is used up, there are no more.`,
      `**Starting provinces** — either the **beginners’ setup** (fixed provinces and armies from the rulebook’s table, sun side only; which column of the table each player gets, A, B, …, is drawn at random for every game, as players choose colours) or a **draft**: in turn, each player takes one of two open province cards or the top card of the deck and places one of the army groups from the start mat there (groups of ${START_GROUPS[3].join(', ')} armies with 3 players; the first ${START_GROUPS[4].length} with 4, the first ${START_GROUPS[5].length} with 5). Provinces nobody takes stay **neutral**.`,
      `**Preparing the tower**: ${TOWER_PREP_ARMIES} armies of every player and ${TOWER_PREP_PEASANTS} peasants are thrown in once; whatever falls out goes back to the supplies. So the tower starts the game already holding cubes.`,
      'Four **event cards** are turned face up for the year: three of them will change the actions of spring, summer and autumn, the fourth sets how much rice everyone loses in winter.',
    ]),
  ]),
  section('season', 'A season: spring, summer, autumn', [
    p('These three seasons all run the same way:'),
    list(['lay out the action cards', 'lay out the special cards', 'plan your actions and your bid, all at once and in secret', 'draw the event', 'fix the seat order by the bids', 'carry out the actions'], true),
  ], [
    section('action-order', 'The order of the actions', [
      p('The ten action cards are shuffled into a row numbered 1 to 10. Cards 1 to 5 lie face up, 6 to 10 face down; one more is turned over each time an action is finished. So when you plan, you know when the first five actions will happen, but not the rest.'),
    ]),
    section('planning', 'Planning: ten actions and a bid', [
      p('Everyone plans at the same time. Your mat has **ten action spaces** and a **bid space**. On each action space you lay one card face down: one of your own **province cards** to do that action in that province, or a **money card** to skip the action (its amount does not matter there). A province card can lie on one space only, so each province does at most one action per season.'),
      table('The ten actions (cost in money)', ['Action', 'Cost', 'What happens'], actionRows(EN_ACTIONS)),
      list([
        'A province holds 1 to 3 buildings (its building sites) and **each kind only once**.',
        'Moving always leaves **at least 1 army** behind, so taking a province needs at least 2 armies next to it. There is no upper limit on armies in a province. Provinces joined by a **sea route** count as neighbours.',
        'On the bid space you put an unused money card (you will pay the amount shown) or a province card (you pay nothing).',
      ]),
      note('Example: your province Settsu yields 7 money. You lay its card on “levy taxes”. Settsu can do nothing else this season, because its card is already on your mat.'),
    ]),
    section('seat-order', 'Seat order and special cards', [
      p('The five special cards are shuffled onto the five places of the seat order. Once everyone has planned, the bids are shown and paid. The highest bidder picks a place first, then the next highest, and so on. The place decides when you act in every action, and you keep its special card for the season:'),
      list(specialItems(EN_SPECIALS)),
      list([
        'A province card as a bid costs nothing; it ranks **above a money card of 0** and below every bid of 1 or more. It does tell the others where you do nothing this season.',
        'A player without a card on the bid space picks last. Equal bids are put in a random order.',
        'The seat order chosen in autumn also holds for the winter.',
      ]),
    ]),
    section('event', 'The event', [
      p('After planning, one of the year’s remaining face-up event cards is drawn at random. It changes an action for everyone this season and is then out of the game. The card left over after autumn gives the winter’s rice loss. When an event and a special card touch the same action, the event applies first and the special card after it.'),
      table('Events (and the rice lost in winter when the card is the one left over)', ['Effect this season', 'Rice lost in winter'], eventRows(EN_EVENTS)),
      note('Example: Settsu would yield 7 money, the event caps taxes at 5, and your special card adds 1: you get 6.'),
    ]),
    section('actions', 'Carrying out the actions', [
      list([
        'The actions are carried out in the order of the action cards. Each action is done by every player in seat order before the next one starts; only then is your card on that space revealed.',
        'An action that cannot be carried out in full **lapses** for that player, and nothing is paid: not enough money, no armies left in supply, no free building site, the kind of building already there, no army that could move.',
        'For moves and battles you choose when it is your turn where the armies go and how many, always leaving at least one behind.',
        'When a province changes hands, its card goes to the new owner at once, even off the old owner’s mat. An action the old owner had planned there lapses; the new owner does not carry it out.',
        '**Unrest**: whenever you claim rice or levy taxes in a province, it gets an **unrest token** afterwards. If it already has one or more, the peasants first **revolt** (see below); only if you beat them do you collect, and the province gets one more token.',
      ]),
      p('When all ten actions are done, the season ends: province cards go back to their owners’ hands, the special cards are returned, and the next season begins with freshly shuffled action cards.'),
    ]),
  ]),
  section('battles', 'Battles and the tower', [
    p('There is a battle when you move armies into a province that belongs to someone else, or into a neutral one, and when peasants revolt against you.'),
  ], [
    section('battle-throw', 'Into the tower', [
      p('Everything thrown in at once: the attacker’s moving armies, all armies in the defending province, the peasants the situation calls for, bonus armies from a special card or the palace event (from that player’s supply), and **every cube lying in the tray** from earlier throws. Some cubes stay stuck inside the tower, and cubes stuck there from earlier battles may fall out.'),
      list([
        'A neutral province is defended by **1 peasant** (2 under the matching event).',
        'Only the two sides’ cubes that came out count. Other players’ cubes in the tray are ignored and stay there. The tower is never emptied.',
        'In a battle that is not a revolt, **every peasant in the tray fights for the defender**.',
      ]),
    ]),
    section('battle-result', 'Who wins', [
      list([
        'The side with more cubes out wins. The loser’s cubes in the tray go back to its supply.',
        'The winner also gives back as many of its own cubes from the tray as the loser had (a defender helped by peasants gives the peasants back first), and puts the rest into the province. If the attacker wins, the province and its card change hands.',
        'A **draw** clears the province: both sides’ cubes go back, and the province loses its armies, buildings and unrest tokens; its card goes to the neutral pile.',
        'If the defender would win only with peasants, the battle counts as a draw.',
      ]),
      note('Example: Blue moves 4 armies from Shinano into Yellow’s Kozuke, defended by 3. Out of the tower come 3 blue, 1 yellow and 1 peasant. The peasant fights for Yellow, so Yellow has 2 and Blue 3: Blue wins. The yellow cube and the peasant go back, Blue gives back 2 of its own, and its last blue cube takes Kozuke along with its card.'),
    ]),
    section('revolts', 'Revolts', [
      p('In a revolt you defend your own province with all its armies against peasants: 1 per unrest token in the province, plus the winter table’s extra peasants in winter. If you win, your surviving armies return to the province (after the same losses as in any battle). If the peasants win or it is a draw, the province loses its armies, buildings and unrest tokens and becomes neutral. Peasants never stay on the board.'),
      note('Example: you levy taxes in Mikawa, which has 2 unrest tokens. Your 4 armies there, 2 peasants and the tray go into the tower. If you win, you keep Mikawa and collect the taxes, and it gets a third token.'),
    ]),
  ]),
  section('winter', 'Winter', [
    list([
      'Every player loses the rice shown on the year’s last event card.',
      'Then every province you own eats **1 rice**. For each province you cannot feed you have a **shortfall** of one.',
      'The shortfall decides how many of your provinces revolt and how many extra peasants join each of those revolts. The provinces are drawn at random from your province cards (in the box game the player to your left draws them unseen). You choose the order of your revolts; players with revolts go in autumn’s seat order.',
    ], true),
    table('Winter shortfall', ['Rice short', 'Provinces in revolt', 'Extra peasants per revolt'], winterRows),
    note('Example: you own 9 provinces but have only 6 rice. You are 3 short: 2 of your provinces revolt, each with 2 extra peasants plus 1 per unrest token there.'),
    p('Then comes the **scoring** (next section). After the first winter, four new event cards are turned up, everyone’s rice drops to 0 and all unrest tokens are removed. Then the second year begins with spring.'),
  ]),
  section('scoring', 'Scoring', [
    p('After each winter everyone scores:'),
    table('Points at each scoring', ['For', 'Points'], [
      ['each province you own', 1],
      ['each of your buildings', 1],
      ['most palaces in a region', MAJORITY_POINTS.palace],
      ['most temples in a region', MAJORITY_POINTS.temple],
      ['most nō theatres in a region', MAJORITY_POINTS.theatre],
    ]),
    p(`Majorities are counted per region and per kind of building. Players tied for the most each score **one point less** than the value. Having none of a kind never makes you part of a majority.`),
  ]),
  section('end', 'End of the game', [
    p('The game ends after the scoring of the second winter. The player with the most points is shogun. If points are tied, the tied player with the **most money** wins; if that is tied too, they share the victory.'),
  ]),
  section('sides', 'Sun side and moon side', [
    p(`The board has two sides, marked with a sun and a moon. Both show the same ${PROVINCES.length} provinces, but the provinces are grouped into the five regions differently, which changes the majorities. The province cards show which region a province belongs to on each side.`),
    list([
      'The **beginners’ setup** exists for the sun side only; on the moon side the starting provinces are always drafted.',
      '**The moon side is partly reconstructed in Tenka**: its regions come from the province cards, but its borders and sea routes are taken from the sun side, and its provinces left out with three players are our own choice (no source gives them).',
    ]),
  ]),
  section('three-players', 'Playing with three', [
    p(`With three players, ${SUN_OUT_3P.length} provinces (marked on the board) are out of play: nobody may enter them, and their cards are removed.`),
    list([`Sun side: ${names(SUN_OUT_3P)}.`, `Moon side (reconstructed): ${names(MOON_OUT_3P)}.`]),
  ]),
  section('in-tenka', 'How Tenka plays it', [
    list([
      'Plans and bids stay secret until they are revealed, exactly as at the table; at one screen with several humans, a privacy screen hides them between turns.',
      'The cube tower is simulated: cubes really stay inside and fall out later, so the tray and the tower carry over from battle to battle. How many cubes are inside is public; which ones will fall out is not.',
      'What the rulebook leaves open, Tenka settles as our clarifications say; this reference already follows them.',
    ]),
  ]),
];

// ── Deutsch ──

const DE_ACTIONS: Record<ActionId, [string, string]> = {
  palace: ['Palast bauen', 'Einen Palast auf einen freien Bauplatz der Provinz stellen.'],
  temple: ['Tempel bauen', 'Einen Tempel auf einen freien Bauplatz stellen.'],
  theatre: ['Nō-Theater bauen', 'Ein Nō-Theater auf einen freien Bauplatz stellen.'],
  rice: ['Reis einfordern', 'Den Reis erhalten, der auf der Provinzkarte steht. Kann einen Aufstand auslösen (siehe unten).'],
  tax: ['Steuern eintreiben', 'Das Geld erhalten, das auf der Provinzkarte steht. Kann einen Aufstand auslösen (siehe unten).'],
  armies5: [`${PLACE_ARMIES.armies5.count} Armeen einsetzen`, `${PLACE_ARMIES.armies5.count} Armeen aus dem Vorrat in die Provinz stellen.`],
  armies3: [`${PLACE_ARMIES.armies3.count} Armeen einsetzen`, `${PLACE_ARMIES.armies3.count} Armeen aus dem Vorrat in die Provinz stellen.`],
  army1: [`${PLACE_ARMIES.army1.count} Armee einsetzen / verschieben`, '1 Armee in die Provinz stellen; danach dürfen Armeen von dort in eine benachbarte eigene Provinz ziehen (nie in einen Kampf).'],
  battleA: ['Kampf / Verschieben A', 'Armeen von der Provinz in eine Nachbarprovinz ziehen: in eine eigene ist es ein Verschieben, in eine neutrale oder fremde ein Kampf.'],
  battleB: ['Kampf / Verschieben B', 'Wie A, noch einmal.'],
};

const DE_SPECIALS: Record<SpecialId, string> = {
  'tax+1': '**+1 Geld** beim Steuern eintreiben.',
  'rice+1': '**+1 Reis** beim Reis einfordern.',
  armies6: `**${PLACE_ARMIES.armies5.count + 1} Armeen** statt ${PLACE_ARMIES.armies5.count} bei „${PLACE_ARMIES.armies5.count} Armeen einsetzen“.`,
  'attack+1': '**+1 Armee beim Angriff**: Greifst du an, kommt eine Armee mehr aus deinem Vorrat in den Turm.',
  'defend+1': '**+1 Armee bei der Verteidigung**: Wirst du angegriffen, kommt eine Armee mehr aus deinem Vorrat in den Turm.',
};

const DE_EVENTS: Record<EventEffect, string> = {
  'theatre-calms': 'Wer ein Nō-Theater baut, entfernt dort zusätzlich 1 Aufstandsmarker.',
  'neutral-peasants': 'Beim Angriff auf eine neutrale Provinz kommen 2 Bauern statt 1 in den Turm.',
  'palace-defence': 'Wird eine Provinz mit Palast angegriffen, wirft ihr Besitzer 1 zusätzliche Armee aus seinem Vorrat ein.',
  'temple-peace': 'Provinzen mit Tempel dürfen in dieser Jahreszeit nicht angegriffen werden.',
  'tax-max-5': 'Steuern eintreiben bringt höchstens 5 Geld.',
  'tax-min-6': 'Steuern eintreiben bringt mindestens 6 Geld.',
  'rice-min-4': 'Reis einfordern bringt mindestens 4 Reis.',
  'rice-max-3': 'Reis einfordern bringt höchstens 3 Reis.',
  'fewer-armies': '„5 Armeen einsetzen“ bringt nur 3, „3 Armeen einsetzen“ nur 2.',
};

const de: RulesSection[] = [
  section('overview', 'Das Spiel im Überblick', [
    p('Japan im 16. Jahrhundert. Drei bis fünf **Daimyō** ringen um den Titel des Shogun: Sie erobern Provinzen, versorgen sie mit Reis, treiben Steuern ein und bauen dort Paläste, Tempel und Nō-Theater.'),
    p('Eine Partie dauert **zwei Jahre** zu je vier Jahreszeiten. Im Frühling, Sommer und Herbst planen alle geheim zehn Aktionen und führen sie dann in einer Reihenfolge aus, die niemand bestimmt; in jedem Winter müssen die Provinzen versorgt werden, danach wird gewertet. Nach dem zweiten Winter gewinnt, wer die meisten Punkte hat.'),
    p(`Der Spielplan zeigt Mitteljapan: ${PROVINCES.length} Provinzen in ${REGIONS.length} Regionen zu je ${PER_REGION} Provinzen. Armeen sind Holzwürfel; jeder Kampf wird entschieden, indem die Würfel durch einen **Würfelturm** geworfen werden, der manche Würfel festhält und früher steckengebliebene herausfallen lässt.`),
  ]),
  section('setup', 'Vorbereitung', [
    list([
      `Jeder nimmt ${ARMIES_PER_COLOUR} Armeen einer Farbe, fünf Geldkarten (0 bis 4) und Startgeld: **${STARTING_MONEY[3]}** bei 3 Spielern, **${STARTING_MONEY[4]}** bei 4, **${STARTING_MONEY[5]}** bei 5. Geld liegt immer offen aus.`,
      `Es gibt ${PEASANTS} grüne **Bauern** sowie ${BUILDING_LIMIT.palace} Paläste, ${BUILDING_LIMIT.temple} Tempel und ${BUILDING_LIMIT.theatre} Nō-Theater für alle; ist ein Vorrat aufgebraucht, gibt es keinen Nachschub.`,
      `**Startprovinzen** – entweder die **Startaufstellung für Einsteiger** (feste Provinzen und Armeen aus der Tabelle der Spielregel, nur Sonnenseite; welche Spalte der Tabelle, A, B, …, jeder bekommt, wird für jede Partie ausgelost, wie Spieler ihre Farben wählen) oder eine **Auswahl**: Reihum nimmt jeder eine von zwei offenen Provinzkarten oder die oberste Karte des Stapels und stellt eine Armeegruppe seines Startplans dorthin (Gruppen zu ${START_GROUPS[3].join(', ')} Armeen bei 3 Spielern; die ersten ${START_GROUPS[4].length} bei 4, die ersten ${START_GROUPS[5].length} bei 5). Provinzen, die niemand nimmt, bleiben **neutral**.`,
      `**Turm vorbereiten**: ${TOWER_PREP_ARMIES} Armeen jedes Spielers und ${TOWER_PREP_PEASANTS} Bauern werden einmal eingeworfen; was herausfällt, geht zurück in die Vorräte. Der Turm hält also schon zu Spielbeginn Würfel fest.`,
      'Vier **Ereigniskarten** werden für das Jahr offen ausgelegt: Drei davon verändern die Aktionen von Frühling, Sommer und Herbst, die vierte bestimmt, wie viel Reis im Winter verloren geht.',
    ]),
  ]),
  section('season', 'Eine Jahreszeit: Frühling, Sommer, Herbst', [
    p('Diese drei Jahreszeiten laufen gleich ab:'),
    list(['Aktionskarten auslegen', 'Sonderkarten auslegen', 'Aktionen und Gebot planen, alle gleichzeitig und geheim', 'Ereignis ziehen', 'Spielerreihenfolge nach den Geboten festlegen', 'Aktionen ausführen'], true),
  ], [
    section('action-order', 'Die Reihenfolge der Aktionen', [
      p('Die zehn Aktionskarten werden gemischt und in eine Reihe von 1 bis 10 gelegt. Die Karten 1 bis 5 liegen offen, 6 bis 10 verdeckt; jedes Mal, wenn eine Aktion abgeschlossen ist, wird die nächste aufgedeckt. Beim Planen weiß man also, wann die ersten fünf Aktionen drankommen, aber nicht den Rest.'),
    ]),
    section('planning', 'Planen: zehn Aktionen und ein Gebot', [
      p('Alle planen gleichzeitig. Dein Tableau hat **zehn Aktionsfelder** und ein **Gebotsfeld**. Auf jedes Aktionsfeld legst du verdeckt eine Karte: eine deiner **Provinzkarten**, um die Aktion in dieser Provinz auszuführen, oder eine **Geldkarte**, um die Aktion auszulassen (ihr Betrag zählt dort nicht). Eine Provinzkarte kann nur auf einem Feld liegen, also führt jede Provinz höchstens eine Aktion pro Jahreszeit aus.'),
      table('Die zehn Aktionen (Kosten in Geld)', ['Aktion', 'Kosten', 'Was passiert'], actionRows(DE_ACTIONS)),
      list([
        'Eine Provinz hat 1 bis 3 Bauplätze, und **jede Gebäudeart nur einmal**.',
        'Beim Ziehen bleibt immer **mindestens 1 Armee** zurück; um eine Provinz zu erobern, braucht man also mindestens 2 Armeen daneben. Eine Obergrenze für Armeen in einer Provinz gibt es nicht. Durch einen **Seeweg** verbundene Provinzen gelten als benachbart.',
        'Auf das Gebotsfeld legst du eine unbenutzte Geldkarte (du zahlst den Betrag) oder eine Provinzkarte (du zahlst nichts).',
      ]),
      note('Beispiel: Deine Provinz Settsu bringt 7 Geld. Du legst ihre Karte auf „Steuern eintreiben“. Settsu kann in dieser Jahreszeit nichts anderes tun, denn ihre Karte liegt schon auf deinem Tableau.'),
    ]),
    section('seat-order', 'Spielerreihenfolge und Sonderkarten', [
      p('Die fünf Sonderkarten werden gemischt auf die fünf Plätze der Spielerreihenfolge gelegt. Wenn alle geplant haben, werden die Gebote aufgedeckt und bezahlt. Wer am höchsten geboten hat, wählt zuerst einen Platz, dann der Nächste und so weiter. Der Platz bestimmt, wann du bei jeder Aktion an der Reihe bist, und seine Sonderkarte gilt für dich in dieser Jahreszeit:'),
      list(specialItems(DE_SPECIALS)),
      list([
        'Eine Provinzkarte als Gebot kostet nichts; sie zählt **mehr als eine Geldkarte mit 0** und weniger als jedes Gebot ab 1. Allerdings verrät sie den anderen, wo du in dieser Jahreszeit nichts tust.',
        'Wer keine Karte auf dem Gebotsfeld hat, wählt zuletzt. Gleiche Gebote werden zufällig gereiht.',
        'Die im Herbst gewählte Reihenfolge gilt auch im Winter.',
      ]),
    ]),
    section('event', 'Das Ereignis', [
      p('Nach dem Planen wird eine der noch offenen Ereigniskarten des Jahres zufällig gezogen. Sie verändert in dieser Jahreszeit eine Aktion für alle und ist danach aus dem Spiel. Die Karte, die nach dem Herbst übrig bleibt, bestimmt den Reisverlust im Winter. Betreffen ein Ereignis und eine Sonderkarte dieselbe Aktion, gilt zuerst das Ereignis, danach die Sonderkarte.'),
      table('Ereignisse (und der Reisverlust im Winter, wenn die Karte übrig bleibt)', ['Wirkung in dieser Jahreszeit', 'Reisverlust im Winter'], eventRows(DE_EVENTS)),
      note('Beispiel: Settsu brächte 7 Geld, das Ereignis begrenzt Steuern auf 5, und deine Sonderkarte gibt 1 dazu: Du erhältst 6.'),
    ]),
    section('actions', 'Aktionen ausführen', [
      list([
        'Die Aktionen werden in der Reihenfolge der Aktionskarten ausgeführt. Jede Aktion führen alle in Spielerreihenfolge aus, bevor die nächste beginnt; erst dann wird deine Karte auf diesem Feld aufgedeckt.',
        'Eine Aktion, die sich nicht vollständig ausführen lässt, **verfällt** für diesen Spieler, und es wird nichts bezahlt: zu wenig Geld, keine Armeen mehr im Vorrat, kein freier Bauplatz, die Gebäudeart steht schon dort, keine Armee, die ziehen könnte.',
        'Bei Verschieben und Kampf entscheidest du erst, wenn du an der Reihe bist, wohin die Armeen ziehen und wie viele – mindestens eine bleibt immer zurück.',
        'Wechselt eine Provinz den Besitzer, geht ihre Karte sofort an den neuen Besitzer, auch vom Tableau des alten. Eine dort geplante Aktion des alten Besitzers verfällt; der neue führt sie nicht aus.',
        '**Unruhe**: Wer in einer Provinz Reis einfordert oder Steuern eintreibt, legt danach einen **Aufstandsmarker** dorthin. Liegen dort schon welche, erheben sich zuerst die Bauern zu einem **Aufstand** (siehe unten); nur wer ihn niederschlägt, erhält den Ertrag, und die Provinz bekommt einen weiteren Marker.',
      ]),
      p('Sind alle zehn Aktionen erledigt, endet die Jahreszeit: Die Provinzkarten gehen zurück auf die Hand ihrer Besitzer, die Sonderkarten werden abgegeben, und die nächste Jahreszeit beginnt mit neu gemischten Aktionskarten.'),
    ]),
  ]),
  section('battles', 'Kämpfe und der Turm', [p('Gekämpft wird, wenn Armeen in eine fremde oder neutrale Provinz ziehen, und wenn sich Bauern gegen einen Spieler erheben.')], [
    section('battle-throw', 'In den Turm', [
      p('Alles wird auf einmal eingeworfen: die ziehenden Armeen des Angreifers, alle Armeen der verteidigten Provinz, die Bauern, die die Lage verlangt, Zusatzarmeen durch Sonderkarte oder Palast-Ereignis (aus dem Vorrat des Spielers) und **alle Würfel, die in der Schale liegen**. Manche Würfel bleiben im Turm stecken, und früher steckengebliebene können herausfallen.'),
      list([
        'Eine neutrale Provinz verteidigt **1 Bauer** (2 beim passenden Ereignis).',
        'Es zählen nur die herausgefallenen Würfel der beiden Seiten. Würfel anderer Spieler in der Schale werden nicht beachtet und bleiben liegen. Der Turm wird nie geleert.',
        'In einem Kampf, der kein Aufstand ist, **kämpfen alle Bauern in der Schale für den Verteidiger**.',
      ]),
    ]),
    section('battle-result', 'Wer gewinnt', [
      list([
        'Die Seite mit mehr herausgefallenen Würfeln gewinnt. Die Würfel des Verlierers in der Schale gehen zurück in seinen Vorrat.',
        'Der Gewinner gibt ebenso viele eigene Würfel aus der Schale zurück, wie der Verlierer hatte (ein Verteidiger, dem Bauern geholfen haben, gibt zuerst die Bauern ab), und stellt den Rest in die Provinz. Gewinnt der Angreifer, wechseln Provinz und Provinzkarte den Besitzer.',
        'Ein **Unentschieden** räumt die Provinz: Die Würfel beider Seiten gehen zurück, die Provinz verliert Armeen, Gebäude und Aufstandsmarker, und ihre Karte kommt zu den neutralen Karten.',
        'Würde der Verteidiger nur mit Bauern gewinnen, gilt der Kampf als unentschieden.',
      ]),
      note('Beispiel: Blau zieht mit 4 Armeen von Shinano in Gelbs Kozuke, das 3 Armeen verteidigen. Aus dem Turm fallen 3 blaue, 1 gelbe Armee und 1 Bauer. Der Bauer kämpft für Gelb, also steht es 3 zu 2: Blau gewinnt. Die gelbe Armee und der Bauer gehen zurück, Blau gibt 2 eigene ab, und die letzte blaue Armee besetzt Kozuke und erhält die Karte.'),
    ]),
    section('revolts', 'Aufstände', [
      p('Bei einem Aufstand verteidigst du deine Provinz mit all ihren Armeen gegen Bauern: 1 je Aufstandsmarker in der Provinz, im Winter zusätzlich die Bauern aus der Wintertabelle. Gewinnst du, kehren deine übrigen Armeen in die Provinz zurück (nach denselben Verlusten wie in jedem Kampf). Gewinnen die Bauern oder geht es unentschieden aus, verliert die Provinz Armeen, Gebäude und Aufstandsmarker und wird neutral. Bauern bleiben nie auf dem Spielplan.'),
      note('Beispiel: Du treibst in Mikawa Steuern ein, wo 2 Aufstandsmarker liegen. Deine 4 Armeen dort, 2 Bauern und der Inhalt der Schale kommen in den Turm. Gewinnst du, behältst du Mikawa, erhältst die Steuern, und die Provinz bekommt einen dritten Marker.'),
    ]),
  ]),
  section('winter', 'Winter', [
    list([
      'Jeder verliert so viel Reis, wie die letzte Ereigniskarte des Jahres angibt.',
      'Danach verbraucht jede deiner Provinzen **1 Reis**. Für jede Provinz, die du nicht versorgen kannst, fehlt dir eine Einheit.',
      'Der Fehlbetrag bestimmt, wie viele deiner Provinzen sich erheben und wie viele zusätzliche Bauern bei jedem dieser Aufstände mitkämpfen. Die Provinzen werden zufällig aus deinen Provinzkarten gezogen (am Tisch zieht sie der linke Nachbar verdeckt). Die Reihenfolge deiner Aufstände wählst du selbst; Spieler mit Aufständen kommen in der Reihenfolge des Herbstes dran.',
    ], true),
    table('Reismangel im Winter', ['Fehlender Reis', 'Provinzen im Aufstand', 'Zusätzliche Bauern je Aufstand'], winterRows),
    note('Beispiel: Du besitzt 9 Provinzen, hast aber nur 6 Reis. Dir fehlen 3: 2 deiner Provinzen erheben sich, jeweils mit 2 zusätzlichen Bauern plus 1 je Aufstandsmarker dort.'),
    p('Dann folgt die **Wertung** (nächster Abschnitt). Nach dem ersten Winter werden vier neue Ereigniskarten aufgedeckt, der Reis aller sinkt auf 0, und alle Aufstandsmarker werden entfernt. Dann beginnt das zweite Jahr mit dem Frühling.'),
  ]),
  section('scoring', 'Wertung', [
    p('Nach jedem Winter erhalten alle Punkte:'),
    table('Punkte bei jeder Wertung', ['Wofür', 'Punkte'], [
      ['jede eigene Provinz', 1],
      ['jedes eigene Gebäude', 1],
      ['die meisten Paläste in einer Region', MAJORITY_POINTS.palace],
      ['die meisten Tempel in einer Region', MAJORITY_POINTS.temple],
      ['die meisten Nō-Theater in einer Region', MAJORITY_POINTS.theatre],
    ]),
    p('Mehrheiten zählen je Region und je Gebäudeart. Teilen sich mehrere die Mehrheit, erhält jeder **einen Punkt weniger**. Wer keines dieser Gebäude hat, hat nie Anteil an einer Mehrheit.'),
  ]),
  section('end', 'Spielende', [
    p('Das Spiel endet nach der Wertung des zweiten Winters. Wer die meisten Punkte hat, wird Shogun. Bei Gleichstand gewinnt unter den Beteiligten, wer **mehr Geld** hat; ist auch das gleich, teilen sie sich den Sieg.'),
  ]),
  section('sides', 'Sonnenseite und Mondseite', [
    p(`Der Spielplan hat zwei Seiten, gekennzeichnet mit Sonne und Mond. Beide zeigen dieselben ${PROVINCES.length} Provinzen, die Provinzen sind aber anders auf die fünf Regionen verteilt – das verändert die Mehrheiten. Auf den Provinzkarten steht, zu welcher Region eine Provinz auf jeder Seite gehört.`),
    list([
      'Die **Startaufstellung für Einsteiger** gibt es nur für die Sonnenseite; auf der Mondseite werden die Startprovinzen immer ausgewählt.',
      '**Die Mondseite ist in Tenka teilweise rekonstruiert**: Ihre Regionen stammen von den Provinzkarten, Grenzen und Seewege sind aber von der Sonnenseite übernommen, und die Provinzen, die bei drei Spielern wegfallen, haben wir selbst gewählt (keine Quelle nennt sie).',
    ]),
  ]),
  section('three-players', 'Zu dritt', [
    p(`Zu dritt sind ${SUN_OUT_3P.length} Provinzen (auf dem Plan markiert) aus dem Spiel: Niemand darf sie betreten, und ihre Karten werden aussortiert.`),
    list([`Sonnenseite: ${names(SUN_OUT_3P)}.`, `Mondseite (rekonstruiert): ${names(MOON_OUT_3P)}.`]),
  ]),
  section('in-tenka', 'So spielt Tenka', [
    list([
      'Pläne und Gebote bleiben geheim, bis sie aufgedeckt werden, genau wie am Tisch; spielen mehrere Menschen an einem Bildschirm, verdeckt ein Sichtschutz sie beim Wechsel.',
      'Der Würfelturm wird simuliert: Würfel bleiben wirklich stecken und fallen später heraus, Schale und Turm wirken also von Kampf zu Kampf weiter. Wie viele Würfel im Turm stecken, ist öffentlich; welche herausfallen werden, nicht.',
      'Was die Spielregel offenlässt, entscheidet Tenka nach unseren Klarstellungen; diese Übersicht folgt ihnen bereits.',
    ]),
  ]),
];

export const HENN_SHOGUN_RULES: Record<Locale, RulesSection[]> = { en, de };

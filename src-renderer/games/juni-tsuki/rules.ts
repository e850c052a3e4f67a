/**
 * The in-app rules reference for Jūni-tsuki, in English and German, in our
 * own words from seed 003 (a one-page German rules summary) and our
 * reconstruction (/work/shared/rules/seed-003.md, docs/games/juni-tsuki.md).
 * What the sheet states is marked "(sheet)"; what Tenka designed where the
 * sheet is silent is marked "(reconstructed)" / "(rekonstruiert)". Every
 * number the engine knows comes from its data file, so the reference cannot
 * drift from the game that is played. Both languages have the same sections
 * with the same ids and numbers (rules.test.ts checks it).
 */
import {
  AP_DIE,
  CASTLE_PRODUCTION,
  CASTLE_PROVINCES,
  DEFAULT_YEARS,
  ELEMENT_COPIES,
  ENTRY_PROVINCES,
  FAMILY_PER_PLAYER,
  FATE_CARDS,
  HOME_CASTLES,
  INCOME_FIRST,
  INCOME_FURTHER,
  LOSS_PER_STEP,
  LOSS_STEP,
  MAX_DAIMYO,
  MAX_YEARS,
  MONTHS_PER_YEAR,
  QUOTIENT_CAP,
  RECRUIT_COST,
  RESOURCE_PROVINCES,
  RING_CARDS,
  RONIN_HIRE_COST,
  SHADOW_SAMURAI,
  SHOGUN_EXTRA_CASTLES,
  START_DAIMYO,
  START_KOKU,
  START_SAMURAI,
  START_WAR_PAIRS,
  TRANSPORT_KOKU_MAX,
  UNPAID_LOSS,
  UPKEEP_STEP,
  WAR_PAIR_PRICE,
  WIND_KOKU_MAX,
  WIND_POINTS_PER_RING,
} from '@shared/games/juni-tsuki/public';
import { MB_PROVINCES, mbIndex } from '@shared/maps/mb-board';
import type { Locale } from '../../i18n/define';
import { translate } from '../../i18n';
import type { RulesSection } from '../../rules/rules-section';
import { fateFace } from './fate-cards';
import { list, note, p, section, table } from '../../rules/rules-blocks';


const names = (ids: readonly string[]): string => ids.map((id) => MB_PROVINCES[mbIndex(id)]!.name).join(', ');
const k = (n: number, de: boolean): string => (n === 0 ? '0' : `${n}${de ? '.' : ','}000`);

/** The fate cards as the table shows them (fate-cards.ts): the catalogue's names and words for each effect. */
const fateRows = (locale: Locale): string[][] =>
  FATE_CARDS.map((f) => {
    const face = fateFace(f.id, (key, params) => translate(locale, key, params));
    return [face.title, face.text];
  });

const homeRows = Object.entries(HOME_CASTLES).map(([n, ids]) => [n, names(ids)]);
const ringTotal = RING_CARDS[1] + RING_CARDS[2] + RING_CARDS[3];

const en: RulesSection[] = [
  section('overview', 'A reconstruction', [
    p('**Jūni-tsuki** ("twelve months") is the game of a one-page German rules summary whose original nobody could identify. Tenka plays every rule the sheet states exactly as stated, marked **(sheet)** here. What the sheet leaves out (the map, pieces and setup, upkeep, fate cards, the war-card deck, victory) Tenka designed in the sheet’s spirit, marked **(reconstructed)**.'),
    p(`Each player leads a clan of Daimyō and samurai across Japan for ${DEFAULT_YEARS} years of ${MONTHS_PER_YEAR} months (1 to ${MAX_YEARS} years as an option). Samurai and koku are counted in thousands.`),
  ]),
  section('map', 'The point map (reconstructed)', [
    p('Pieces stand on points, not in provinces. The map is built from the 68 provinces of the MB board:'),
    list([
      'every province has a **march point** (round marker);',
      'every pair of neighbouring provinces (by land or by sea line) has a **border checkpoint** (diamond) between their march points. A group on a checkpoint counts as standing in both provinces (sheet);',
      `**castles** (squares, in the holder’s colour) in ${CASTLE_PROVINCES.length} provinces: ${names(CASTLE_PROVINCES)}. Yamashiro’s castle is Kyoto;`,
      `**resource points** (green) in ${RESOURCE_PROVINCES.length} provinces: ${names(RESOURCE_PROVINCES)};`,
      `${ENTRY_PROVINCES.length} **entry points** (triangles) at ${names(ENTRY_PROVINCES)}. They belong to no province and anyone may use them (sheet).`,
    ]),
    p('Movement runs along the links: march point – checkpoint – march point; castle, resource and entry points hang off their march point.'),
  ]),
  section('setup', 'Setup (reconstructed)', [
    p(`Every player gets a home castle, ${START_DAIMYO} Daimyō (never more than ${MAX_DAIMYO} alive: sheet), a shadow warrior, ${FAMILY_PER_PLAYER} family members in the home castle, ${k(START_SAMURAI, false)} samurai in three groups on the home province’s points, ${k(START_KOKU, false)} koku in the castle and ${START_WAR_PAIRS} war-card pairs.`),
    table('Home castles by number of players', ['Players', 'Home castles'], homeRows),
    p(`The start player is whoever rolls highest on a d20 (ties roll again); an even roll sets play clockwise, an odd one counter-clockwise for the whole game (sheet).`),
  ]),
  section('month', 'A player’s month', [
    list([
      `**Income** (sheet): ${k(INCOME_FIRST, false)} koku for the first resource point you occupy, ${k(INCOME_FURTHER, false)} for each further one, into your home castle.`,
      `**Recruiting**: spend koku on samurai, ${RECRUIT_COST} koku per 1,000 (reconstructed); they enter at your home castle or an entry point.`,
      `**Action points** (sheet): roll a d${AP_DIE}. Moving a group one point costs 1 AP; an attack costs 1 AP.`,
      'A group may only move where your Daimyō stands in the province moved from or to (sheet). Moving onto foreign samurai needs their owner’s consent; the AP is spent even if refused (reconstructed).',
      'Once a month: a **province move** of a Daimyō or the shadow warrior across any number of provinces with own (or allied) samurai; across a checkpoint held by foreign samurai only with their owner’s permission, through an allied province only with the ally’s consent (sheet), each asked in turn; a refusal uses up the move (reconstructed). A piece that moved stays until next month (courtesy rule).',
      `Convert the **shadow warrior** into ${k(SHADOW_SAMURAI, false)} samurai on its province’s march point (sheet).`,
      `**Transport** each month: up to ${k(TRANSPORT_KOKU_MAX, false)} koku in all between your castles, in as many loads as you like, or one family member; not in a month in which you move a Daimyō or the shadow warrior, by a province move or by Wind (sheet).`,
      `Buy one war-card pair for ${k(WAR_PAIR_PRICE, false)} koku a month, hire ronin for ${RONIN_HIRE_COST} koku per 1,000 (reconstructed).`,
    ]),
  ]),
  section('battle', 'Battles (sheet)', [
    p('An attack names a point next to your groups, its owner and your attacking groups; a Daimyō of yours (or an ally’s) must be present. The defender may play Nothing, or Fire on an attacking Daimyō or Earth on an attacking group (cards that change the battle), and name more defenders next to the attacked point, one group at a time (an ally’s group only if the ally agrees); only then may the attacker name more attackers, or call the attack off.'),
    list([
      'The side with more Daimyō present gets the difference as a factor.',
      `The side with more samurai gets the quotient larger : smaller, rounded down (reconstructed), at most ${QUOTIENT_CAP}.`,
      'The side with more groups gets the difference in groups.',
      'The side with the larger total adds the difference of the totals to every one of its d20 rolls.',
    ]),
    p(`Then the groups fight skirmishes, largest against largest: each side rolls a d20; the higher total wins, ties go to the defender. The loser loses ${k(LOSS_PER_STEP, false)} samurai per started ${k(LOSS_STEP, false)} of the smaller group in that skirmish.`),
    note(`Example: 9,000 against 25,000 — the smaller is 9,000, one started ${k(LOSS_STEP, false)}: the loser loses ${k(LOSS_PER_STEP, false)}. At 25,000 against 30,000 it would be three started steps: 9,000.`),
  ]),
  section('alliances', 'Alliances and Daimyō', [
    p('Holding another player’s family member as a hostage in your castle lets you lead their samurai, pass through their provinces with their consent and fight beside them (sheet). Both profit only when each holds a hostage of the other. A family member offered into your castle is a question you answer.'),
    p(`A Daimyō alone in a province without its own samurai dies (isolation); among an ally’s samurai he lives until that ally declares him dead, which the ally may do at any time (and gains a Daimyō for it); taking a castle kills one of the loser’s Daimyō; the Fire card kills one. For each Daimyō you kill (not by Fire) you gain one, up to ${MAX_DAIMYO} (sheet). A player without Daimyō is out (reconstructed).`),
    p(`Samurai need a Daimyō. When your month begins, every group of yours standing where no Daimyō of yours is (in none of its point’s provinces; entry points excepted) turns **ronin** (reconstructed): masterless, it belongs to nobody and attacks nobody, and whoever brings a Daimyō to it may hire it for ${RONIN_HIRE_COST} koku per 1,000. So marching a group out of its Daimyō’s province, or moving the Daimyō away from his samurai, costs those samurai unless a Daimyō of yours stands with them by your next month; and marching the last group away from a Daimyō kills him at once (isolation). The table says so before such a move is sent and asks you to confirm.`),
  ]),
  section('cards', 'War cards', [
    p('A war card is played as a pair: an element card and a ring card. A card played against you can be answered with the same element or with Nothing; more rings win, ties go to the one answering (sheet). Cards may be given to another player at any time, also in other players’ months (sheet); the others see how many (reconstructed).'),
    list([
      '**Fire**: kill any Daimyō or any family member (your own too).',
      `**Wind**: move a group up to ${WIND_POINTS_PER_RING} points per ring, or a Daimyō, the shadow warrior, a family card or up to ${k(WIND_KOKU_MAX, false)} koku one border per ring.`,
      '**Water**: jump a group over foreign samurai to the first free point beyond, or let a Daimyō or the shadow warrior pass a checkpoint held by foreign samurai (the month’s province move).',
      '**Earth**: destroy everything on a point: every group, yours too, and on a castle point its koku and the family members held there.',
      '**Nothing**: answers a war card; against an attack, a Nothing can be answered only with Nothing, and a defender who wins is safe from that attacker for the month.',
    ]),
    p(`The deck (reconstructed): ${ELEMENT_COPIES} cards of each element, ${ringTotal} ring cards (${RING_CARDS[1]} with one ring, ${RING_CARDS[2]} with two, ${RING_CARDS[3]} with three).`),
  ]),
  section('year-end', 'Year end', [
    p(`Upkeep (reconstructed): 1,000 koku per started ${k(UPKEEP_STEP, false)} samurai; for each 1,000 koku missing, ${k(UNPAID_LOSS, false)} samurai are lost. Then everyone draws a fate card, each held castle produces ${k(CASTLE_PRODUCTION, false)} koku, the koku totals are announced and a new start player begins.`),
    table('Fate cards (reconstructed)', ['Card', 'Effect'], fateRows('en')),
  ]),
  section('victory', 'Victory (reconstructed)', [
    p(`At a year end, a player holding Kyoto (Yamashiro’s castle) and at least (players + ${SHOGUN_EXTRA_CASTLES}) castles becomes Shogun and wins. Otherwise, after the last year: most castles, then most Daimyō, then most koku.`),
    p('Hidden: the war cards in others’ hands (only their number shows) and the koku in others’ castles (totals are announced at each year end).'),
  ]),
];

const de: RulesSection[] = [
  section('overview', 'Eine Rekonstruktion', [
    p('**Jūni-tsuki** („zwölf Monate“) ist das Spiel eines einseitigen deutschen Regelauszugs, dessen Original niemand bestimmen konnte. Tenka spielt jede Regel des Blatts genau so, wie sie dort steht, hier mit **(Blatt)** markiert. Was das Blatt offenlässt (Karte, Figuren und Aufbau, Unterhalt, Schicksalskarten, Kriegskarten, Sieg), hat Tenka im Sinn des Blatts ergänzt, markiert mit **(rekonstruiert)**.'),
    p(`Du führst einen Clan aus Daimyō und Samurai ${DEFAULT_YEARS} Jahre zu je ${MONTHS_PER_YEAR} Monaten durch Japan (als Option 1 bis ${MAX_YEARS} Jahre). Samurai und Koku zählen in Tausendern.`),
  ]),
  section('map', 'Die Punktkarte (rekonstruiert)', [
    p('Figuren stehen auf Punkten, nicht in Provinzen. Die Karte entsteht aus den 68 Provinzen des MB-Spielplans:'),
    list([
      'jede Provinz hat einen **Marschwegpunkt** (runde Marke);',
      'jedes Paar benachbarter Provinzen (über Land oder Seelinie) hat einen **Grenzkontrollpunkt** (Raute) zwischen ihren Marschwegpunkten. Eine Gruppe darauf steht in beiden Provinzen (Blatt);',
      `**Burgen** (Quadrate in der Farbe des Besitzers) in ${CASTLE_PROVINCES.length} Provinzen: ${names(CASTLE_PROVINCES)}. Die Burg von Yamashiro ist Kyōto;`,
      `**Rohstoffpunkte** (grün) in ${RESOURCE_PROVINCES.length} Provinzen: ${names(RESOURCE_PROVINCES)};`,
      `${ENTRY_PROVINCES.length} **Eintrittspunkte** (Dreiecke) bei ${names(ENTRY_PROVINCES)}. Sie gehören zu keiner Provinz, alle dürfen sie nutzen (Blatt).`,
    ]),
    p('Bewegt wird entlang der Verbindungen: Marschwegpunkt – Kontrollpunkt – Marschwegpunkt; Burg-, Rohstoff- und Eintrittspunkte hängen an ihrem Marschwegpunkt.'),
  ]),
  section('setup', 'Aufbau (rekonstruiert)', [
    p(`Jeder bekommt eine Heimatburg, ${START_DAIMYO} Daimyō (nie mehr als ${MAX_DAIMYO} lebend: Blatt), einen Schattenkrieger, ${FAMILY_PER_PLAYER} Familienmitglieder in der Heimatburg, ${k(START_SAMURAI, true)} Samurai in drei Gruppen auf den Punkten der Heimatprovinz, ${k(START_KOKU, true)} Koku in der Burg und ${START_WAR_PAIRS} Kriegskartenpaare.`),
    table('Heimatburgen nach Spielerzahl', ['Spieler', 'Heimatburgen'], homeRows),
    p('Es beginnt, wer mit dem W20 am höchsten würfelt (bei Gleichstand neu); ein gerader Wurf legt die Spielrichtung im Uhrzeigersinn fest, ein ungerader gegen den Uhrzeigersinn, für das ganze Spiel (Blatt).'),
  ]),
  section('month', 'Dein Monat', [
    list([
      `**Einkommen** (Blatt): ${k(INCOME_FIRST, true)} Koku für den ersten besetzten Rohstoffpunkt, ${k(INCOME_FURTHER, true)} für jeden weiteren, in deine Heimatburg.`,
      `**Anwerben**: Koku für Samurai ausgeben, ${RECRUIT_COST} Koku je 1.000 (rekonstruiert); sie kommen an deiner Heimatburg oder einem Eintrittspunkt ins Spiel.`,
      `**Aktionspunkte** (Blatt): Wirf einen W${AP_DIE}. Eine Gruppe einen Punkt weit zu bewegen kostet 1 AP, ein Angriff 1 AP.`,
      'Eine Gruppe zieht nur, wenn dein Daimyō in der Provinz steht, aus der oder in die sie zieht (Blatt). Auf fremde Samurai nur mit Zustimmung ihres Besitzers; der AP ist auch bei einer Absage verbraucht (rekonstruiert).',
      'Einmal im Monat: ein **Provinzzug** eines Daimyō oder des Schattenkriegers über beliebig viele Provinzen mit eigenen (oder verbündeten) Samurai; über einen Kontrollpunkt mit fremden Samurai nur mit Erlaubnis ihres Besitzers, durch eine verbündete Provinz nur mit Zustimmung des Verbündeten (Blatt), jeder der Reihe nach gefragt; eine Ablehnung verbraucht den Zug (rekonstruiert). Wer so gezogen ist, bleibt bis zum nächsten Monat stehen (Höflichkeitsregel).',
      `Den **Schattenkrieger** in ${k(SHADOW_SAMURAI, true)} Samurai auf dem Marschwegpunkt seiner Provinz verwandeln (Blatt).`,
      `**Transport** jeden Monat: bis zu ${k(TRANSPORT_KOKU_MAX, true)} Koku insgesamt zwischen deinen Burgen, in beliebig vielen Fuhren, oder ein Familienmitglied; nicht in einem Monat, in dem du einen Daimyō oder den Schattenkrieger bewegst, per Provinzzug oder Wind (Blatt).`,
      `Ein Kriegskartenpaar für ${k(WAR_PAIR_PRICE, true)} Koku im Monat kaufen, Rōnin für ${RONIN_HIRE_COST} Koku je 1.000 anheuern (rekonstruiert).`,
    ]),
  ]),
  section('battle', 'Schlachten (Blatt)', [
    p('Ein Angriff nennt einen Punkt neben deinen Gruppen, dessen Besitzer und deine angreifenden Gruppen; ein eigener (oder verbündeter) Daimyō muss anwesend sein. Der Verteidiger kann Nichts spielen, oder Feuer auf einen angreifenden Daimyō bzw. Erde auf eine angreifende Gruppe (Karten, die den Kampf beeinflussen), und weitere Verteidiger neben dem angegriffenen Punkt nennen, eine Gruppe nach der anderen (die Gruppe eines Verbündeten nur, wenn er zustimmt); nur dann darf der Angreifer weitere Angreifer nennen oder den Angriff abblasen.'),
    list([
      'Die Seite mit mehr anwesenden Daimyō bekommt die Differenz als Faktor.',
      `Die Seite mit mehr Samurai bekommt den Quotienten größer : kleiner, abgerundet (rekonstruiert), höchstens ${QUOTIENT_CAP}.`,
      'Die Seite mit mehr Gruppen bekommt die Differenz der Gruppen.',
      'Die Seite mit der größeren Summe zählt die Differenz der Summen zu jedem ihrer W20-Würfe.',
    ]),
    p(`Dann kämpfen die Gruppen Scharmützel, größte gegen größte: Jede Seite wirft einen W20; die höhere Summe gewinnt, Gleichstand gewinnt der Verteidiger. Der Verlierer verliert ${k(LOSS_PER_STEP, true)} Samurai je angefangene ${k(LOSS_STEP, true)} der kleineren Gruppe in diesem Scharmützel.`),
    note(`Beispiel: 9.000 gegen 25.000 – die kleinere ist 9.000, also eine angefangene ${k(LOSS_STEP, true)}: Der Verlierer verliert ${k(LOSS_PER_STEP, true)}. Bei 25.000 gegen 30.000 wären es drei angefangene Stufen: 9.000.`),
  ]),
  section('alliances', 'Bündnisse und Daimyō', [
    p('Hältst du ein Familienmitglied eines anderen als Geisel in deiner Burg, darfst du seine Samurai führen, mit seiner Zustimmung durch seine Provinzen ziehen und an seiner Seite kämpfen (Blatt). Beide haben nur etwas davon, wenn jeder eine Geisel des anderen hält. Ein Familienmitglied, das dir in die Burg angeboten wird, nimmst du an oder lehnst ab.'),
    p(`Ein Daimyō allein in einer Provinz ohne eigene Samurai stirbt (Isolation); unter den Samurai eines Verbündeten lebt er, bis dieser ihn für tot erklärt, was er jederzeit darf (und dafür einen Daimyō bekommt); die Eroberung einer Burg tötet einen Daimyō des Verlierers; die Feuerkarte tötet einen. Für jeden getöteten Daimyō (nicht durch Feuer) bekommst du einen neuen, bis zu ${MAX_DAIMYO} (Blatt). Wer keinen Daimyō mehr hat, scheidet aus (rekonstruiert).`),
    p(`Samurai brauchen einen Daimyō. Zu Beginn deines Monats wird jede Gruppe von dir, die dort steht, wo kein Daimyō von dir ist (in keiner Provinz ihres Punkts; Eintrittspunkte ausgenommen), zu **Rōnin** (rekonstruiert): herrenlos, gehört sie niemandem und greift niemanden an, und wer einen Daimyō zu ihr bringt, kann sie für ${RONIN_HIRE_COST} Koku je 1.000 anheuern. Wer also eine Gruppe aus der Provinz ihres Daimyō hinauszieht oder den Daimyō von seinen Samurai wegbewegt, verliert diese Samurai, falls bis zu seinem nächsten Monat kein eigener Daimyō bei ihnen steht; und wer die letzte Gruppe von einem Daimyō abzieht, tötet ihn sofort (Isolation). Der Tisch sagt das, bevor ein solcher Zug geschickt wird, und fragt nach.`),
  ]),
  section('cards', 'Kriegskarten', [
    p('Eine Kriegskarte wird als Paar gespielt: eine Elementkarte und eine Ringkarte. Eine gegen dich gespielte Karte beantwortest du mit demselben Element oder mit Nichts; mehr Ringe gewinnen, bei Gleichstand gewinnt, wer antwortet (Blatt). Karten darfst du jederzeit verschenken, auch in den Monaten der anderen (Blatt); die anderen sehen, wie viele (rekonstruiert).'),
    list([
      '**Feuer**: jeden beliebigen Daimyō oder jedes Familienmitglied töten (auch eigene).',
      `**Wind**: eine Gruppe bis zu ${WIND_POINTS_PER_RING} Punkte je Ring bewegen, oder einen Daimyō, den Schattenkrieger, eine Familienkarte oder bis zu ${k(WIND_KOKU_MAX, true)} Koku eine Grenze je Ring.`,
      '**Wasser**: eine Gruppe über fremde Samurai hinweg auf den ersten freien Punkt dahinter springen lassen, oder einen Daimyō bzw. den Schattenkrieger an einem Kontrollpunkt mit fremden Samurai vorbeiziehen lassen (der Provinzzug des Monats).',
      '**Erde**: alles auf einem Punkt vernichten: jede Gruppe, auch deine, und auf einem Burgpunkt deren Koku und die dort gehaltenen Familienmitglieder.',
      '**Nichts**: beantwortet eine Kriegskarte; gegen einen Angriff kann ein Nichts nur mit Nichts beantwortet werden, und ein Verteidiger, der gewinnt, ist für den Monat vor diesem Angreifer sicher.',
    ]),
    p(`Der Stapel (rekonstruiert): ${ELEMENT_COPIES} Karten je Element, ${ringTotal} Ringkarten (${RING_CARDS[1]} mit einem Ring, ${RING_CARDS[2]} mit zwei, ${RING_CARDS[3]} mit drei).`),
  ]),
  section('year-end', 'Jahresende', [
    p(`Unterhalt (rekonstruiert): 1.000 Koku je angefangene ${k(UPKEEP_STEP, true)} Samurai; für jede fehlenden 1.000 Koku gehen ${k(UNPAID_LOSS, true)} Samurai verloren. Dann zieht jeder eine Schicksalskarte, jede gehaltene Burg bringt ${k(CASTLE_PRODUCTION, true)} Koku, die Koku-Summen werden angesagt und ein neuer Startspieler beginnt.`),
    table('Schicksalskarten (rekonstruiert)', ['Karte', 'Wirkung'], fateRows('de')),
  ]),
  section('victory', 'Sieg (rekonstruiert)', [
    p(`Wer an einem Jahresende Kyōto (die Burg von Yamashiro) und mindestens (Spielerzahl + ${SHOGUN_EXTRA_CASTLES}) Burgen hält, wird Shōgun und gewinnt. Sonst nach dem letzten Jahr: die meisten Burgen, dann die meisten Daimyō, dann das meiste Koku.`),
    p('Verdeckt: die Kriegskarten der anderen (nur ihre Anzahl ist sichtbar) und das Koku in fremden Burgen (die Summen werden an jedem Jahresende angesagt).'),
  ]),
];

export const JUNI_TSUKI_RULES: Record<Locale, RulesSection[]> = { en, de };

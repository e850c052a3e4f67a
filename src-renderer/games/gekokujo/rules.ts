/**
 * The in-app rules reference for Shogun: Gekokujō, in English and German,
 * written for Tenka in our own words from the living rulebook v74 (seed 004)
 * and our clarification sheet (shared/rules/gekokujo.md, docs/games/gekokujo.md).
 * Values we had to reconstruct and our own rulings are marked as such. Every
 * number the engine also knows comes from its data (src-shared/games/gekokujo/data.ts),
 * so the reference cannot drift from the game that is played. Both languages
 * have the same sections with the same ids (tests/unit/rules-text.test.ts).
 */
import {
  BASE_INCOME, CASTLE_COST, CHOSOKABE_BASE_INCOME, DAIMYO_DICE, DAIMYO_MOVE, BUSHI_MOVE, FORTIFY_COST, FUND_DEPOSIT_MAX, FUND_TARGET, GLORY_TO_WIN, HIT_FROM, NINJA_COST,
  MANDATE, PROVINCES_TO_WIN, RONIN_IN_BOX, STACK_LIMIT, STARTING_KOKU, START_BUSHI, START_DAIMYO, START_PROVINCE, CLANS, ALLIED_STACK_LIMIT, PACT_COST,
} from '@shared/games/gekokujo/public';
import type { Locale } from '../../i18n/define';
import type { RulesSection } from '../../rules/rules-section';
import { list, note, p, section, table } from '../../rules/rules-blocks';
import { provinceName } from './gek-view';

const mandate = (i: number): number => MANDATE[i]!;
const hit = (from: number): string => (from >= 6 ? '6' : `${from}–6`);

const CLAN_EN: Record<(typeof CLANS)[number], [string, string]> = {
  chosokabe: ['Chōsokabe', `Base income ${CHOSOKABE_BASE_INCOME} instead of ${BASE_INCOME}; +1 Koku per 2 coastal provinces (at most +2).`],
  oda: ['Oda', 'With an Oda Daimyō in the battle, attacking Oda units (Ronin too) get +1 on their rolls.'],
  shimazu: ['Shimazu', '+1 Koku per coastal province (at most +3).'],
  takeda: ['Takeda', `A Daimyō may take up to 6 Bushi along at its move of ${DAIMYO_MOVE}.`],
  tokugawa: ['Tokugawa', 'Pays no winter supply in the mountains.'],
  uesugi: ['Uesugi', '+1 on defence rolls in provinces held at the start of the round.'],
};
const CLAN_DE: Record<(typeof CLANS)[number], [string, string]> = {
  chosokabe: ['Chōsokabe', `Grundeinkommen ${CHOSOKABE_BASE_INCOME} statt ${BASE_INCOME}; +1 Koku je 2 Küstenprovinzen (höchstens +2).`],
  oda: ['Oda', 'Mit einem Oda-Daimyō in der Schlacht: +1 auf die Angriffswürfe der Oda-Einheiten (auch Ronin).'],
  shimazu: ['Shimazu', '+1 Koku je Küstenprovinz (höchstens +3).'],
  takeda: ['Takeda', `Ein Daimyō darf bis zu 6 Bushi mit seiner Bewegung ${DAIMYO_MOVE} mitnehmen.`],
  tokugawa: ['Tokugawa', 'Zahlt keine Winterversorgung in den Bergen.'],
  uesugi: ['Uesugi', '+1 auf Verteidigungswürfe in Provinzen, die ihm zu Rundenbeginn gehörten.'],
};
const clanRows = (text: typeof CLAN_EN): string[][] => CLANS.map((c) => [text[c][0], provinceName(START_PROVINCE[c]), text[c][1]]);

const en: RulesSection[] = [
  section('goal', 'Goal', [
    p(`Win by holding **${PROVINCES_TO_WIN[4]} provinces** with 4 players (${PROVINCES_TO_WIN[5]} with 5), or by the **Mandate**: sole control of ${provinceName(mandate(0))}, ${provinceName(mandate(1))} and ${provinceName(mandate(2))}. Victory is checked at the end of each phase of the round.`),
    note(`Reconstructed: the 3-player game needs ${PROVINCES_TO_WIN[3]} provinces, the 2-player game ${PROVINCES_TO_WIN[2]}. The optional round limit (off by default) is ours too: at its end the player with most provinces wins.`),
  ]),
  section('setup', 'Setup and clans', [
    p(`Clans are chosen in seat order. Each clan starts with ${START_DAIMYO} Daimyō and ${START_BUSHI} Bushi in its start province and ${STARTING_KOKU} Koku (option: none).`),
    table('The six clans', ['Clan', 'Start', 'Ability'], clanRows(CLAN_EN)),
  ]),
  section('round', 'The round', [
    list(
      [
        `Income: ${BASE_INCOME} Koku plus 1 per province, and the clan bonus (ruling: paid in this step).`,
        'Upkeep (not in round 1): 1 Koku per 2 Bushi, rounded up. Who cannot pay is bankrupt: 2 Bushi go per missing Koku, the owner chooses which.',
        'Turn order: fewest provinces first, then less Koku, then fewer units, then clan name A–Z; round 1 is alphabetical (ours, following the rulebook’s example).',
        `Recruit and build in turn order: Bushi 1 Koku each, only into provinces held at the start of the phase, at most ${STACK_LIMIT} units of one player in a province (Ronin count). A castle ${CASTLE_COST} Koku (one per player), fortifying ${FORTIFY_COST}, the Ninja ${NINJA_COST}.`,
        'Campaign, player by player in turn order: move all units, then fight every battle caused, in the order the player picks.',
        'Winter: 1 Koku per controlled mountain province plus 1 per 3 units there.',
      ],
      true,
    ),
  ]),
  section('movement', 'Movement', [
    p(`Bushi move ${BUSHI_MOVE} provinces, a Daimyō ${DAIMYO_MOVE}. Units stop on entering a province with another player’s units; empty provinces are crossed. Units that moved may not move again this turn.`),
    note('Ruling: the active player attacks in every province it shares with an enemy, also old contested ones.'),
  ]),
  section('combat', 'Battles', [
    p(`Every unit rolls one d6, a Daimyō ${DAIMYO_DICE}. Before the dice, each side may hire Ronin for this battle: 1 Koku each, never more than its own Bushi there, ${RONIN_IN_BOX} in the box.`),
    table('Hits', ['Unit', 'Attacking', 'Defending'], [
      ['Daimyō', hit(HIT_FROM.daimyo.attack), hit(HIT_FROM.daimyo.defence)],
      ['Bushi / Ronin', hit(HIT_FROM.bushi.attack), hit(HIT_FROM.bushi.defence)],
    ]),
    p('Modifiers: Kyoto, a castle (+1) or a fortified castle (+2), clan abilities, sabotage (−1). Per roll type only the biggest bonus and the biggest penalty count, netted.'),
    p('The owner chooses casualties (the panel proposes Ronin first, Bushi, Daimyō last). With three or more sides each side splits its hits in turn order, the attacker first.'),
    p('A player whose last Daimyō falls becomes the vassal of the opponent who assigned most hits: it gives up half its provinces and then half its units.'),
  ]),
  section('vassals', 'Vassals and the Ninja', [
    p(`Each round a vassal chooses the Gekokujō assault (Koku buys 2 Ronin each against the liege) or the liberation fund (up to ${FUND_DEPOSIT_MAX} a round; free at ${FUND_TARGET}).`),
    p('The Ninja (one per round): sabotage (no recruits there, −1 defence), diversion (nobody may attack there) or the covert assassination (one enemy Bushi or Ronin in a battle without a Daimyō).'),
    note('Rulings: on the assault Koku goes only to Ronin; a declined assassination stays for a later battle; halving retreats go automatically to the adjacent kept province with most room.'),
  ]),
  section('modules', 'Modules', [
    list([
      `Political Play & Diplomacy: one-round pacts offered in turn order (${PACT_COST} Koku, paid whether or not accepted — ruling). Allies share provinces (together at most ${ALLIED_STACK_LIMIT} units) and never hit each other; betrayal costs −1 on attack rolls for the round.`,
      'Specialized Warfare: spearmen, swordsmen, archers, bannermen instead of Bushi; archers shoot in a ranged phase first. Costs 1 Koku each (unverified).',
      'Technological Change: arquebusiers (2 Koku, unverified) fire in a firearm phase before everyone else.',
      'The Cycle of Rice and War: sow Koku on own provinces and store some; in winter a harvest roll (1–2 ×1, 3–5 ×2, 6 ×3), then spoilage halves the treasury.',
      `Path of Glory: no vassals. A player whose last Daimyō has fallen is on the Path and collects glory points: +2 for removing a player’s last Daimyō (+3 if the victim led — ruling), +3 for taking each Mandate province (once each); ${GLORY_TO_WIN} win. A player who still has a Daimyō collects none. While anyone is on the Path, the Ninja’s diversion may not target a Mandate province.`,
    ]),
  ]),
];

const de: RulesSection[] = [
  section('goal', 'Ziel', [
    p(`Sieg mit **${PROVINCES_TO_WIN[4]} Provinzen** zu viert (${PROVINCES_TO_WIN[5]} zu fünft) oder durch das **Mandat**: alleinige Kontrolle über ${provinceName(mandate(0))}, ${provinceName(mandate(1))} und ${provinceName(mandate(2))}. Geprüft wird am Ende jeder Phase der Runde.`),
    note(`Rekonstruiert: Zu dritt braucht es ${PROVINCES_TO_WIN[3]} Provinzen, zu zweit ${PROVINCES_TO_WIN[2]}. Auch das wahlweise Rundenlimit (sonst aus) ist von uns: An seinem Ende gewinnt, wer die meisten Provinzen hat.`),
  ]),
  section('setup', 'Aufbau und Clans', [
    p(`Die Clans werden in Sitzreihenfolge gewählt. Jeder Clan beginnt mit ${START_DAIMYO} Daimyō und ${START_BUSHI} Bushi in seiner Startprovinz und ${STARTING_KOKU} Koku (wahlweise ohne).`),
    table('Die sechs Clans', ['Clan', 'Start', 'Fähigkeit'], clanRows(CLAN_DE)),
  ]),
  section('round', 'Die Runde', [
    list(
      [
        `Einkommen: ${BASE_INCOME} Koku plus 1 je Provinz und der Clanbonus (unsere Entscheidung: in diesem Schritt gezahlt).`,
        'Unterhalt (nicht in Runde 1): 1 Koku je 2 Bushi, aufgerundet. Wer nicht zahlen kann, ist bankrott: 2 Bushi je fehlendem Koku gehen, der Besitzer wählt.',
        'Zugreihenfolge: die wenigsten Provinzen zuerst, dann weniger Koku, dann weniger Einheiten, dann Clanname A–Z; Runde 1 alphabetisch (unsere Entscheidung, nach dem Beispiel des Regelbuchs).',
        `Rekrutieren und Bauen in Zugreihenfolge: Bushi je 1 Koku, nur in Provinzen, die zu Phasenbeginn gehalten wurden, höchstens ${STACK_LIMIT} Einheiten eines Spielers je Provinz (Ronin zählen mit). Burg ${CASTLE_COST} Koku (eine je Spieler), Befestigen ${FORTIFY_COST}, der Ninja ${NINJA_COST}.`,
        'Feldzug, Spieler für Spieler in Zugreihenfolge: alle Einheiten bewegen, dann jede verursachte Schlacht schlagen, in selbst gewählter Reihenfolge.',
        'Winter: 1 Koku je kontrollierter Bergprovinz plus 1 je 3 Einheiten dort.',
      ],
      true,
    ),
  ]),
  section('movement', 'Bewegung', [
    p(`Bushi ziehen ${BUSHI_MOVE} Provinzen, ein Daimyō ${DAIMYO_MOVE}. Wer eine Provinz mit Einheiten eines anderen Spielers betritt, hält an; leere Provinzen werden durchquert. Gezogene Einheiten ziehen in diesem Zug nicht noch einmal.`),
    note('Unsere Entscheidung: Der aktive Spieler greift in jeder Provinz an, die er mit einem Gegner teilt, auch in alten umkämpften.'),
  ]),
  section('combat', 'Schlachten', [
    p(`Jede Einheit würfelt einen W6, ein Daimyō ${DAIMYO_DICE}. Vor dem Würfeln darf jede Partei Ronin für diese Schlacht anheuern: je 1 Koku, nie mehr als eigene Bushi dort, ${RONIN_IN_BOX} in der Schachtel.`),
    table('Treffer', ['Einheit', 'Angriff', 'Verteidigung'], [
      ['Daimyō', hit(HIT_FROM.daimyo.attack), hit(HIT_FROM.daimyo.defence)],
      ['Bushi / Ronin', hit(HIT_FROM.bushi.attack), hit(HIT_FROM.bushi.defence)],
    ]),
    p('Modifikatoren: Kyōto, eine Burg (+1) oder befestigte Burg (+2), Clanfähigkeiten, Sabotage (−1). Je Wurfart zählen nur der größte Bonus und der größte Malus, verrechnet.'),
    p('Der Besitzer wählt die Verluste (die Anzeige schlägt vor: zuerst Ronin, dann Bushi, Daimyō zuletzt). Bei drei oder mehr Parteien verteilt jede ihre Treffer in Zugreihenfolge, der Angreifer zuerst.'),
    p('Wer seinen letzten Daimyō verliert, wird Vasall des Gegners, der die meisten Treffer zugewiesen hat: Er gibt die Hälfte seiner Provinzen und dann die Hälfte seiner Einheiten ab.'),
  ]),
  section('vassals', 'Vasallen und der Ninja', [
    p(`Jede Runde wählt ein Vasall den Gekokujō-Angriff (jedes Koku kauft 2 Ronin gegen den Lehnsherrn) oder den Befreiungsfonds (bis zu ${FUND_DEPOSIT_MAX} je Runde; frei bei ${FUND_TARGET}).`),
    p('Der Ninja (einer je Runde): Sabotage (dort keine Rekruten, −1 Verteidigung), Ablenkung (niemand darf dort angreifen) oder das geheime Attentat (ein feindlicher Bushi oder Ronin in einer Schlacht ohne Daimyō).'),
    note('Unsere Entscheidungen: Beim Angriff gehen Koku nur an Ronin; ein nicht genutztes Attentat bleibt für eine spätere Schlacht; beim Halbieren ziehen sich Einheiten automatisch in die benachbarte behaltene Provinz mit dem meisten Platz zurück.'),
  ]),
  section('modules', 'Module', [
    list([
      `Politik & Diplomatie: Bündnisse für eine Runde, in Zugreihenfolge angeboten (${PACT_COST} Koku, auch bei Ablehnung – unsere Entscheidung). Verbündete teilen Provinzen (zusammen höchstens ${ALLIED_STACK_LIMIT} Einheiten) und treffen einander nie; Verrat kostet −1 auf Angriffswürfe für die Runde.`,
      'Spezialisierte Kriegsführung: Speerträger, Schwertkämpfer, Bogenschützen, Bannerträger statt Bushi; Bogenschützen schießen vorher im Fernkampf. Je 1 Koku (unbestätigt).',
      'Technischer Wandel: Arkebusiere (2 Koku, unbestätigt) feuern vor allen anderen.',
      'Kreislauf von Reis und Krieg: Koku auf eigene Provinzen säen und einlagern; im Winter ein Erntewurf (1–2 ×1, 3–5 ×2, 6 ×3), danach halbiert der Verderb die Kasse.',
      `Pfad des Ruhms: keine Vasallen. Wessen letzter Daimyō gefallen ist, ist auf dem Pfad und sammelt Ruhmespunkte: +2 für den letzten Daimyō eines Spielers (+3, wenn das Opfer führte – unsere Entscheidung), +3 für die Eroberung jeder Mandatsprovinz (je einmal); ${GLORY_TO_WIN} gewinnen. Wer noch einen Daimyō hat, sammelt keine. Solange jemand auf dem Pfad ist, darf die Ablenkung des Ninja keine Mandatsprovinz treffen.`,
    ]),
  ]),
];


export const GEKOKUJO_RULES: Record<Locale, RulesSection[]> = { en, de };

/**
 * The in-app rules reference for Milton Bradley's Shogun (1986; also sold as
 * Samurai Swords and Ikusa), in English and German, in our own words from the
 * German rulebook (seed 000, an OCR with many 3/5 swaps) read through our
 * errata and clarification sheet (shared/rules/mb-shogun.md). Every number is
 * the engine's own constant (src-shared/games/mb-shogun/data/constants.ts), so
 * the text cannot drift from the game played; Tenka's own rulings are said to
 * be so. Values the sheet marks as unverified are named once, in the last
 * section (where the rules come from), not beside each rule: a player reads
 * the rules to play, and OCR notes in the middle of them read as doubt. Both languages have
 * the same sections with the same numbers (tests/unit/mb-shogun-rules-text.test.ts).
 *
 * Text may mark a term as **strong**; nothing else is interpreted.
 */
import {
  ARMY_ASHIGARU_MAX,
  ARMY_SAMURAI_MAX,
  ASSASSIN_SUCCESS_MAX,
  BOWMEN_PER_KOKU,
  BUILD_COST,
  CASTLE_BONUS_SPEARMEN,
  CASTLES_TOTAL,
  DAIMYO_HIT_ON,
  FORCE_MAX,
  FORTRESS_BASES_TOTAL,
  FORTRESS_BONUS_RONIN,
  HIT_ON,
  HOLES_PER_LEVEL,
  INCOME_DIVISOR,
  INCOME_MINIMUM,
  MAX_LEVEL,
  REVENGE_SUCCESS_MIN,
  RONIN_HIT_ON,
  RONIN_PER_KOKU,
  RONIN_TOTAL,
  SETUP_MAX_SPEARMEN,
  SETUP_REINFORCE_SPEARMEN,
  SETUP_REINFORCE_TURNS,
  SPEARMEN_PER_KOKU,
  SWORD_OR_GUN_PER_KOKU,
  UNITS_PER_COLOUR,
  WIN_PROVINCES,
  WIN_PROVINCES_TWO_PLAYER,
} from '@shared/games/mb-shogun/public';
import type { Locale } from '../../i18n/define';
import type { RulesSection } from '../../rules/rules-section';
import { list, note, p, section } from '../../rules/rules-blocks';

const [B, G, S, P] = HIT_ON;
const [nB, nG, nS, nP] = UNITS_PER_COLOUR;

const en: RulesSection[] = [
  section('overview', 'The game in brief', [
    p('2 to 5 warlords fight for the 68 provinces of Japan. Each round everyone plans koku (money) in secret, then the swords decide the order in which each builds, levies troops, hires ronin and wages war.'),
    p(`**Victory**: whoever holds **${WIN_PROVINCES} provinces** at any moment wins at once. In the two-player game each player plays two allied colours and needs **${WIN_PROVINCES_TWO_PLAYER}** at the end of a round (our ruling: ${WIN_PROVINCES_TWO_PLAYER} or more). Eliminating a player hands you everything they held.`),
    note('Options: the extended game (the winner is checked only at the end of a round), and a round limit (not a rule of the board game: after that round the most provinces win), which Tenka uses for quick bot games.'),
  ]),
  section('pieces', 'Troops and the board', [
    p(`Units hit on a d12 roll at or below their number: bowmen ≤ ${B}, gunners ≤ ${G}, swordsmen ≤ ${S}, spearmen ≤ ${P}, a daimyo ≤ ${DAIMYO_HIT_ON}, ronin ≤ ${RONIN_HIT_ON}.`),
    p(`An **army** is a daimyo with his army card: at most ${ARMY_SAMURAI_MAX} samurai (bowmen, swordsmen) and ${ARMY_ASHIGARU_MAX} ashigaru (gunners, spearmen). Its marker stands in a province. A **provincial force** is up to ${FORCE_MAX} units standing in a province. A province may hold both.`),
    p(`Each colour has ${nB} bowmen, ${nG} gunners, ${nS} swordsmen and ${nP} spearmen. Shared supplies: ${RONIN_TOTAL} ronin, ${CASTLES_TOTAL} castles, ${FORTRESS_BASES_TOTAL} fortification bases.`),
    p('On the board: B, G, S, P and R count a province’s bowmen, gunners, swordsmen, spearmen and ronin; the banner is an army with its level; a hatched province is empty. Blue lines are sea routes: an attack along one is a sea attack.'),
  ]),
  section('setup', 'Setup', [
    list([
      'The province cards are dealt; leftover provinces stay empty (the card lies on the red rectangle).',
      `In setup order everyone reinforces one of their provinces with ${SETUP_REINFORCE_SPEARMEN} spearmen, ${SETUP_REINFORCE_TURNS} times (at most ${SETUP_MAX_SPEARMEN} spearmen in a province).`,
      'Everyone places their three army markers in their own provinces. Each army starts with its daimyo, a bowman, a swordsman and two gunners.',
    ], true),
  ]),
  section('round', 'A round', [
    list([
      `**Plan**: put all your koku into the five boxes, secretly — Swords, Build (exactly 0 or ${BUILD_COST}), Levy, Ronin, Ninja. Everyone reveals at once.`,
      '**Swords**: the highest Swords bid chooses a sword first; the sword’s number is your place in this round’s order.',
      `**Build**: ${BUILD_COST} koku buy a castle, or a fortress on a castle you hold.`,
      `**Levy**: per koku ${BOWMEN_PER_KOKU} bowman, or ${SWORD_OR_GUN_PER_KOKU} swordsmen/gunners, or ${SPEARMEN_PER_KOKU} spearmen; at most one new unit per own province, onto its force or its army card.`,
      `**Ronin**: ${RONIN_PER_KOKU} per koku, placed face down on your troops; a troop carries at most one ronin fewer than its regular units.`,
      '**Ninja**: the highest unique bid hires the ninja (tied bids: nobody); all bids are paid.',
      '**Wage war** in sword order (below).',
      'Ronin leave the board; lost daimyos get successors.',
      `**Income**: one koku per ${INCOME_DIVISOR} provinces, at least ${INCOME_MINIMUM}.`,
    ], true),
  ]),
  section('war', 'Wage war', [
    list([
      `**A – move armies** through your own provinces, one step per level (levels 1–${MAX_LEVEL}). A province left without units keeps a garrison.`,
      '**B – declare battles**: each army and each provincial force next to an enemy or empty province may declare one first battle. In round 1 no one may attack a province holding an army.',
      '**C – fight** the declared battles in the order you choose. An experienced army (level 2 or more) may attack again, once per level, after stepping into an empty neighbouring province.',
      '**D – final moves**: armies move again and conquer adjacent empty provinces; provincial forces move one step.',
    ], true),
  ]),
  section('battles', 'Battles', [
    p('One d12 per unit. Step by step: bowmen shoot, then gunners; the hits are removed; then swordsmen, spearmen, daimyos and ronin fight hand to hand; the hits are removed. Both sides roll in each step and remove their losses at the same time.'),
    p('Each owner chooses their own casualties: castle defenders first, the daimyo last, and each troop keeps at most one ronin fewer than its regular units. Tenka suggests a choice that keeps the best units; one click accepts it.'),
    p(`A castle adds ${CASTLE_BONUS_SPEARMEN} spearmen to its defence; a fortress adds ${FORTRESS_BONUS_RONIN} ronin instead (our ruling: instead of the castle’s spearmen, not in addition). Losses of these defenders carry over within one attacker’s war.`),
    p('After each combat round the attacker fights on or calls the battle off. The side left standing holds the province. Across the sea the defender strikes first, once, before the battle.'),
    p(`An army that won a battle gains experience: a level every ${HOLES_PER_LEVEL} successful rounds.`),
  ]),
  section('ninja', 'The ninja', [
    p(`The holder may strike at another player’s daimyo: a d12 of 1–${ASSASSIN_SUCCESS_MAX} kills him and the army is crippled for the round (it cannot move or attack). If the attempt fails the target rolls for revenge: ${REVENGE_SUCCESS_MIN} or more kills one of the holder’s daimyos.`),
    p('A holder who does not strike may use the ninja as a spy in the next planning: they see one player’s boxes before placing their own.'),
    note('“At any moment” is five moments in each player’s war (the rule sheet): before its Phase A, after its Phase A, after its declarations, before each of its battles, and at the start of its Phase D. The holder is asked in each while a strike is possible; “Not now” waits for the next. A strike that cripples an army about to attack calls that battle off.'),
  ]),
  section('end', 'Losing daimyos and the end', [
    p('A player who loses their last daimyo is out: whoever removed it takes over their provinces, units and castles, and regains up to three daimyos at level 1.'),
    p(`The game ends when someone holds ${WIN_PROVINCES} provinces (in the two-player game ${WIN_PROVINCES_TWO_PLAYER} at the end of a round). With a round limit: most provinces, then living daimyos, then units on the board.`),
  ]),
  section('sources', 'Where these rules come from', [
    p('Tenka follows the German rulebook of 1986. Our copy is a scan in which 3 and 5 are hard to tell apart, so a few values are our best reading of it:'),
    list([
      `${SPEARMEN_PER_KOKU} spearmen per koku of levy, the ${FORTRESS_BONUS_RONIN} ronin a fortress adds, and a level every ${HOLES_PER_LEVEL} successful rounds (the scan could also read 5);`,
      `the split of each colour’s units into ${nB} bowmen, ${nG} gunners, ${nS} swordsmen and ${nP} spearmen (only the 72 units in all and the 36 spearmen are certain).`,
    ]),
    p('Which provinces border each other, and the sea routes, were copied by hand from the printed board.'),
  ]),
];

const de: RulesSection[] = [
  section('overview', 'Das Spiel in Kürze', [
    p('2 bis 5 Kriegsherren kämpfen um die 68 Provinzen Japans. In jeder Runde verplanen alle geheim ihre Koku (Geld); dann bestimmen die Schwerter, in welcher Reihenfolge gebaut, ausgehoben, Ronin angeheuert und Krieg geführt wird.'),
    p(`**Sieg**: Wer jederzeit **${WIN_PROVINCES} Provinzen** hält, gewinnt sofort. Im Spiel zu zweit führt jeder zwei verbündete Farben und braucht **${WIN_PROVINCES_TWO_PLAYER}** am Ende einer Runde (unsere Festlegung: ${WIN_PROVINCES_TWO_PLAYER} oder mehr). Wer einen Mitspieler ausschaltet, übernimmt alles, was er hielt.`),
    note('Optionen: das erweiterte Spiel (der Sieg wird erst am Rundenende geprüft) und eine Rundengrenze (keine Regel des Brettspiels: nach dieser Runde gewinnen die meisten Provinzen), die Tenka für schnelle Bot-Partien nutzt.'),
  ]),
  section('pieces', 'Truppen und Spielplan', [
    p(`Einheiten treffen mit einem W12-Wurf bis zu ihrer Zahl: Bogenschützen ≤ ${B}, Arkebusiere ≤ ${G}, Schwertkämpfer ≤ ${S}, Speerträger ≤ ${P}, ein Daimyo ≤ ${DAIMYO_HIT_ON}, Ronin ≤ ${RONIN_HIT_ON}.`),
    p(`Eine **Armee** ist ein Daimyo mit seiner Armeekarte: höchstens ${ARMY_SAMURAI_MAX} Samurai (Bogenschützen, Schwertkämpfer) und ${ARMY_ASHIGARU_MAX} Ashigaru (Arkebusiere, Speerträger). Ihr Marker steht in einer Provinz. Eine **Provinztruppe** sind bis zu ${FORCE_MAX} Einheiten in einer Provinz. Eine Provinz kann beides haben.`),
    p(`Jede Farbe hat ${nB} Bogenschützen, ${nG} Arkebusiere, ${nS} Schwertkämpfer und ${nP} Speerträger. Gemeinsamer Vorrat: ${RONIN_TOTAL} Ronin, ${CASTLES_TOTAL} Burgen, ${FORTRESS_BASES_TOTAL} Festungssockel.`),
    p('Auf dem Plan: B, A, S, P und R zählen Bogenschützen, Arkebusiere, Schwertkämpfer, Speerträger und Ronin einer Provinz; das Banner ist eine Armee mit ihrer Stufe; eine schraffierte Provinz ist leer. Blaue Linien sind Seewege: Ein Angriff entlang einer solchen ist ein Angriff über das Meer.'),
  ]),
  section('setup', 'Aufbau', [
    list([
      'Die Provinzkarten werden verteilt; übrige Provinzen bleiben leer (die Karte liegt auf dem roten Rechteck).',
      `In Aufbaureihenfolge verstärkt jeder ${SETUP_REINFORCE_TURNS}-mal eine seiner Provinzen um ${SETUP_REINFORCE_SPEARMEN} Speerträger (höchstens ${SETUP_MAX_SPEARMEN} Speerträger je Provinz).`,
      'Jeder stellt seine drei Armeemarker in eigene Provinzen. Jede Armee beginnt mit ihrem Daimyo, einem Bogenschützen, einem Schwertkämpfer und zwei Arkebusieren.',
    ], true),
  ]),
  section('round', 'Eine Runde', [
    list([
      `**Planen**: Verteile alle deine Koku geheim auf die fünf Felder – Schwerter, Bauen (genau 0 oder ${BUILD_COST}), Ausheben, Ronin, Ninja. Alle decken gleichzeitig auf.`,
      '**Schwerter**: Das höchste Schwertergebot wählt zuerst ein Schwert; seine Zahl ist dein Platz in der Reihenfolge dieser Runde.',
      `**Bauen**: ${BUILD_COST} Koku kaufen eine Burg oder eine Festung auf einer deiner Burgen.`,
      `**Ausheben**: je Koku ${BOWMEN_PER_KOKU} Bogenschütze oder ${SWORD_OR_GUN_PER_KOKU} Schwertkämpfer/Arkebusiere oder ${SPEARMEN_PER_KOKU} Speerträger; höchstens eine neue Einheit je eigener Provinz, zur Provinztruppe oder auf die Armeekarte.`,
      `**Ronin**: ${RONIN_PER_KOKU} je Koku, verdeckt zu deinen Truppen; eine Truppe trägt höchstens einen Ronin weniger als reguläre Einheiten.`,
      '**Ninja**: Das höchste Einzelgebot heuert den Ninja an (bei Gleichstand niemand); alle Gebote werden bezahlt.',
      '**Krieg führen** in Schwertreihenfolge (siehe unten).',
      'Ronin verlassen den Plan; verlorene Daimyo bekommen Nachfolger.',
      `**Einkommen**: ein Koku je ${INCOME_DIVISOR} Provinzen, mindestens ${INCOME_MINIMUM}.`,
    ], true),
  ]),
  section('war', 'Krieg führen', [
    list([
      `**A – Armeen bewegen** durch eigene Provinzen, ein Schritt je Stufe (Stufen 1–${MAX_LEVEL}). Eine Provinz, die sonst leer bliebe, behält eine Besatzung.`,
      '**B – Schlachten erklären**: Jede Armee und jede Provinztruppe neben einer feindlichen oder leeren Provinz darf eine erste Schlacht erklären. In Runde 1 darf niemand eine Provinz mit einer Armee angreifen.',
      '**C – kämpfen**: die erklärten Schlachten in der Reihenfolge deiner Wahl. Eine erfahrene Armee (ab Stufe 2) darf erneut angreifen, einmal je Stufe, auch nach einem Schritt in eine leere Nachbarprovinz.',
      '**D – letzte Züge**: Armeen ziehen noch einmal und erobern angrenzende leere Provinzen; Provinztruppen ziehen einen Schritt.',
    ], true),
  ]),
  section('battles', 'Schlachten', [
    p('Ein W12 je Einheit. Schritt für Schritt: Bogenschützen schießen, dann Arkebusiere; die Treffer werden herausgenommen; dann kämpfen Schwertkämpfer, Speerträger, Daimyo und Ronin Mann gegen Mann; die Treffer werden herausgenommen. Beide Seiten würfeln in jedem Schritt und nehmen ihre Verluste gleichzeitig heraus.'),
    p('Jeder wählt seine eigenen Verluste: Burgverteidiger zuerst, den Daimyo zuletzt, und jede Truppe behält höchstens einen Ronin weniger als reguläre Einheiten. Tenka schlägt eine Wahl vor, die die besten Einheiten schont; ein Klick übernimmt sie.'),
    p(`Eine Burg verteidigt mit ${CASTLE_BONUS_SPEARMEN} zusätzlichen Speerträgern; eine Festung stattdessen mit ${FORTRESS_BONUS_RONIN} Ronin (unsere Festlegung: statt der Speerträger der Burg, nicht zusätzlich). Verluste dieser Verteidiger gelten im ganzen Krieg eines Angreifers fort.`),
    p('Nach jeder Kampfrunde kämpft der Angreifer weiter oder bricht ab. Wer stehen bleibt, hält die Provinz. Über das Meer schlägt der Verteidiger vor der Schlacht einmal zuerst zu.'),
    p(`Eine Armee, die eine Schlacht gewinnt, sammelt Erfahrung: eine Stufe je ${HOLES_PER_LEVEL} erfolgreiche Runden.`),
  ]),
  section('ninja', 'Der Ninja', [
    p(`Wer ihn hat, darf den Daimyo eines Mitspielers angreifen: Ein W12 von 1–${ASSASSIN_SUCCESS_MAX} tötet ihn, und die Armee ist für die Runde gelähmt (sie kann weder ziehen noch angreifen). Scheitert der Versuch, würfelt das Opfer um Rache: ab ${REVENGE_SUCCESS_MIN} stirbt einer der Daimyo des Auftraggebers.`),
    p('Wer nicht zuschlägt, kann den Ninja in der nächsten Planung als Spion nutzen: Er sieht die Felder eines Mitspielers, bevor er seine eigenen füllt.'),
    note('„Zu jeder Zeit“ sind fünf Zeitpunkte im Krieg jedes Spielers (Regelblatt): vor seiner Phase A, nach seiner Phase A, nach seinen Erklärungen, vor jeder seiner Schlachten und zu Beginn seiner Phase D. Wer den Ninja hat, wird jedes Mal gefragt, solange ein Angriff möglich ist; „Jetzt nicht“ wartet auf den nächsten. Lähmt der Angriff eine Armee kurz vor ihrem Angriff, fällt diese Schlacht aus.'),
  ]),
  section('end', 'Verlorene Daimyo und das Ende', [
    p('Wer seinen letzten Daimyo verliert, scheidet aus: Wer ihn geschlagen hat, übernimmt seine Provinzen, Einheiten und Burgen und gewinnt bis zu drei Daimyo auf Stufe 1 zurück.'),
    p(`Das Spiel endet, sobald jemand ${WIN_PROVINCES} Provinzen hält (zu zweit ${WIN_PROVINCES_TWO_PLAYER} am Ende einer Runde). Mit Rundengrenze: die meisten Provinzen, dann lebende Daimyo, dann Einheiten auf dem Plan.`),
  ]),
  section('sources', 'Woher diese Regeln kommen', [
    p('Tenka folgt dem deutschen Regelheft von 1986. Unser Exemplar ist ein Scan, in dem 3 und 5 schwer zu unterscheiden sind; einige Werte sind daher unsere beste Lesart:'),
    list([
      `${SPEARMEN_PER_KOKU} Speerträger je Koku beim Ausheben, die ${FORTRESS_BONUS_RONIN} Ronin einer Festung und eine Stufe je ${HOLES_PER_LEVEL} erfolgreiche Runden (der Scan ließe auch 5 zu);`,
      `die Aufteilung der Einheiten jeder Farbe in ${nB} Bogenschützen, ${nG} Arkebusiere, ${nS} Schwertkämpfer und ${nP} Speerträger (sicher sind nur die 72 Einheiten insgesamt und die 36 Speerträger).`,
    ]),
    p('Welche Provinzen aneinandergrenzen und die Seewege wurden von Hand vom gedruckten Spielplan übertragen.'),
  ]),
];

export const MB_SHOGUN_RULES: Record<Locale, RulesSection[]> = { en, de };

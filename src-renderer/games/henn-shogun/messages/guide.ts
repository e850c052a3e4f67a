/** The first-game guide's texts for Henn's Shogun (kit/guide). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'henn-shogun.guide.board.text': 'Provinces in your colour are yours; the number is its armies. Hover or click a province to read its card.',
    'henn-shogun.guide.season.title': 'The season',
    'henn-shogun.guide.season.text': 'Three seasons a year, then winter. The action cards are carried out in the order shown here, face down until their turn.',
    'henn-shogun.guide.tracks.title': 'Points and rice',
    'henn-shogun.guide.tracks.text': 'Every player’s victory points and rice. Run short of rice in winter and your provinces revolt.',
    'henn-shogun.guide.decision.text': 'What you must decide now is asked here: plan which province carries out each action, bid for the turn order, march and fight.',
    'henn-shogun.guide.feed.text': 'Every move of the bots is told here, line by line. Battles are thrown in the cube tower.',
  },
  {
    'henn-shogun.guide.board.text': 'Provinzen in deiner Farbe gehören dir; die Zahl sind ihre Armeen. Fahre über eine Provinz oder klicke sie an, um ihre Karte zu lesen.',
    'henn-shogun.guide.season.title': 'Die Jahreszeit',
    'henn-shogun.guide.season.text': 'Drei Jahreszeiten im Jahr, dann Winter. Die Aktionskarten werden in der hier gezeigten Reihenfolge ausgeführt, verdeckt bis sie an der Reihe sind.',
    'henn-shogun.guide.tracks.title': 'Punkte und Reis',
    'henn-shogun.guide.tracks.text': 'Siegpunkte und Reis aller Spieler. Reicht dein Reis im Winter nicht, erheben sich deine Provinzen.',
    'henn-shogun.guide.decision.text': 'Hier wird gefragt, was du jetzt entscheiden musst: welche Provinz welche Aktion ausführt, das Gebot um die Spielreihenfolge, Marsch und Kampf.',
    'henn-shogun.guide.feed.text': 'Jeder Zug der Bots wird hier Zeile für Zeile erzählt. Kämpfe werden im Würfelturm ausgetragen.',
  },
);

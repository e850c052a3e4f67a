/** The first-game guide's texts for Jūni-tsuki (kit/guide). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'juni-tsuki.guide.board.text': 'Your Daimyō and samurai groups carry your colour. Samurai left where no Daimyō of yours stands turn ronin at the month’s end.',
    'juni-tsuki.guide.calendar.title': 'The twelve months',
    'juni-tsuki.guide.calendar.text': 'The year runs month by month: the calendar shows where it stands and whose month it is.',
    'juni-tsuki.guide.seats.text': 'Each player’s Daimyō, samurai and koku, and whose month it is.',
    'juni-tsuki.guide.decision.text': 'What you may do now: march, recruit, play a card. Each choice is named in the list.',
    'juni-tsuki.guide.side.text': 'The bots’ moves and every battle, told line by line.',
  },
  {
    'juni-tsuki.guide.board.text': 'Deine Daimyō und Samurai-Gruppen tragen deine Farbe. Samurai, bei denen kein Daimyō von dir steht, werden am Monatsende zu Ronin.',
    'juni-tsuki.guide.calendar.title': 'Die zwölf Monate',
    'juni-tsuki.guide.calendar.text': 'Das Jahr läuft Monat für Monat: Der Kalender zeigt, wo es steht und wessen Monat es ist.',
    'juni-tsuki.guide.seats.text': 'Daimyō, Samurai und Koku jedes Spielers, und wessen Monat es ist.',
    'juni-tsuki.guide.decision.text': 'Was du jetzt tun darfst: marschieren, rekrutieren, eine Karte spielen. Jede Wahl steht in der Liste.',
    'juni-tsuki.guide.side.text': 'Die Züge der Bots und jede Schlacht, Zeile für Zeile erzählt.',
  },
);

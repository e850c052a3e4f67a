/** The first-game guide's texts for Shogun: Gekokujō (kit/guide). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.guide.board.text': 'Your clan’s provinces, Daimyō and Bushi carry your colour. Hover a province to read it.',
    'gekokujo.guide.seats.title': 'The clans',
    'gekokujo.guide.seats.text': 'Each clan’s provinces, units, koku and glory. Your own koku is shown to you alone.',
    'gekokujo.guide.status.title': 'The round',
    'gekokujo.guide.status.text': 'Where the year stands: the season, whose turn it is and what comes next.',
    'gekokujo.guide.decision.text': 'What you must decide now is asked here: recruit, march, fight. The buttons say what each choice does.',
    'gekokujo.guide.feed.text': 'The bots’ moves and the dice of every battle, line by line. The pace of the bots’ turns is set here too.',
  },
  {
    'gekokujo.guide.board.text': 'Provinzen, Daimyō und Bushi deines Clans tragen deine Farbe. Fahre über eine Provinz, um sie zu lesen.',
    'gekokujo.guide.seats.title': 'Die Clans',
    'gekokujo.guide.seats.text': 'Provinzen, Einheiten, Koku und Ruhm jedes Clans. Dein Koku siehst nur du.',
    'gekokujo.guide.status.title': 'Die Runde',
    'gekokujo.guide.status.text': 'Wo das Jahr steht: die Jahreszeit, wer am Zug ist und was als Nächstes kommt.',
    'gekokujo.guide.decision.text': 'Hier wird gefragt, was du jetzt entscheiden musst: rekrutieren, marschieren, kämpfen. Die Knöpfe sagen, was jede Wahl bewirkt.',
    'gekokujo.guide.feed.text': 'Die Züge der Bots und die Würfel jeder Schlacht, Zeile für Zeile. Hier stellst du auch das Tempo der Bot-Züge ein.',
  },
);

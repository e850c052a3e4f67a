/** The first-game guide's texts for MB Shogun (kit/guide). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'mb-shogun.guide.board.text': 'Your provinces and armies carry your colour. Hover a province to read it; the mouse wheel zooms.',
    'mb-shogun.guide.seats.title': 'The warlords',
    'mb-shogun.guide.seats.text': 'Each player’s armies, their Daimyō and koku. Take provinces to win: 35 of the 68 end the game.',
    'mb-shogun.guide.stage.title': 'The round',
    'mb-shogun.guide.stage.text': 'Each round runs the same way: plan, swords for the order, build, levy, ronin, then war.',
    'mb-shogun.guide.decision.text': 'What you must decide now is asked here. When the round is planned, your koku goes into the boxes in secret: swords, build, levy, ronin and ninja; the panel says what each costs and what you can afford.',
    'mb-shogun.guide.side.text': 'The bots’ moves and every battle’s dice are told here, one after the other.',
  },
  {
    'mb-shogun.guide.board.text': 'Deine Provinzen und Armeen tragen deine Farbe. Fahre über eine Provinz, um sie zu lesen; das Mausrad zoomt.',
    'mb-shogun.guide.seats.title': 'Die Kriegsherren',
    'mb-shogun.guide.seats.text': 'Armeen, Daimyō und Koku jedes Spielers. Erobere Provinzen: 35 der 68 beenden das Spiel.',
    'mb-shogun.guide.stage.title': 'Die Runde',
    'mb-shogun.guide.stage.text': 'Jede Runde läuft gleich ab: planen, Schwerter für die Reihenfolge, bauen, ausheben, Ronin, dann Krieg.',
    'mb-shogun.guide.decision.text': 'Hier wird gefragt, was du jetzt entscheiden musst. Wird die Runde geplant, kommt dein Koku geheim in die Felder: Schwerter, Bauen, Ausheben, Ronin und Ninja; die Tafel sagt, was jedes kostet und was du dir leisten kannst.',
    'mb-shogun.guide.side.text': 'Die Züge der Bots und die Würfel jeder Schlacht werden hier nacheinander erzählt.',
  },
);

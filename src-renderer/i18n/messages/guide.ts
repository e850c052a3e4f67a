/** The first-game guide (kit/guide): its buttons, the kit's own step, the rules page's button. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'guide.step': 'Step {n} of {of}',
    'guide.skip': 'Skip guide',
    'guide.back': 'Back',
    'guide.next': 'Next',
    'guide.done': 'Play',
    'guide.undo.title': 'Changed your mind?',
    'guide.undo.text': 'Undo (or Ctrl+Z) takes back your last decision against bots, until a die is rolled or a card drawn. The rules are on the Rules page, with this guide.',
    'guide.show': 'Show the guide',
    'guide.showHint': 'Points out the parts of the table in your game of {game}.',
    'guide.nextGame': 'The guide will open in your next game of {game}.',
    'guide.part.board': 'The map',
    'guide.part.decision': 'Your decision',
    'guide.part.feed': 'What happened',
    'guide.part.seats': 'The players',
    'guide.part.side': 'What happened',
  },
  {
    'guide.step': 'Schritt {n} von {of}',
    'guide.skip': 'Überspringen',
    'guide.back': 'Zurück',
    'guide.next': 'Weiter',
    'guide.done': 'Los geht’s',
    'guide.undo.title': 'Umentschieden?',
    'guide.undo.text': 'Rückgängig (oder Strg+Z) nimmt gegen Bots deine letzte Entscheidung zurück, solange weder gewürfelt noch eine Karte gezogen wurde. Die Regeln stehen auf der Regelseite, dort auch diese Anleitung.',
    'guide.show': 'Anleitung zeigen',
    'guide.showHint': 'Zeigt dir in deiner Partie {game} die Teile des Tisches.',
    'guide.nextGame': 'Die Anleitung öffnet sich in deiner nächsten Partie {game}.',
    'guide.part.board': 'Die Karte',
    'guide.part.decision': 'Deine Entscheidung',
    'guide.part.feed': 'Was geschah',
    'guide.part.seats': 'Die Spieler',
    'guide.part.side': 'Was geschah',
  },
);

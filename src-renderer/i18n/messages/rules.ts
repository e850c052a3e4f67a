import { defineMessages } from '../define';

export default defineMessages(
  {
    'rules.title': 'Rules of {game}',
    'rules.contents': 'Contents',
    'rules.choose': 'Rules',
    'rules.backToSetup': 'Back to the new game',
  },
  {
    'rules.title': 'Spielregeln: {game}',
    'rules.contents': 'Inhalt',
    'rules.choose': 'Spielregeln',
    'rules.backToSetup': 'Zurück zum neuen Spiel',
  },
);

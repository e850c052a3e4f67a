import { defineMessages } from '../define';

export default defineMessages(
  {
    'rules.title': 'Rules of {game}',
    'rules.contents': 'Contents',
    'rules.choose': 'Rules',
  },
  {
    'rules.title': 'Spielregeln: {game}',
    'rules.contents': 'Inhalt',
    'rules.choose': 'Spielregeln',
  },
);

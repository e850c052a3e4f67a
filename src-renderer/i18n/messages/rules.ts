import { defineMessages } from '../define';

export default defineMessages(
  {
    'rules.title': 'Rules of Shogun',
    'rules.subtitle': 'Dirk Henn’s Shogun for 3 to 5 players, as Tenka plays it.',
    'rules.source': 'Written for Tenka in our own words. Where the printed rules leave a question open, this reference says how Tenka decides.',
    'rules.contents': 'Contents',
  },
  {
    'rules.title': 'Spielregeln: Shogun',
    'rules.subtitle': 'Dirk Henns Shogun für 3 bis 5 Spieler, so wie Tenka es spielt.',
    'rules.source': 'Für Tenka in eigenen Worten geschrieben. Wo die gedruckte Regel eine Frage offenlässt, steht hier, wie Tenka entscheidet.',
    'rules.contents': 'Inhalt',
  },
);

/** Saved games across rule changes (docs/saves.md, "Saves across rule changes"): the game screen's notice and the replay's note. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'shell.error.rules-changed': 'This game cannot go on under the new rules',
    'rules.changed.explain': 'Tenka was updated and a rule this game relies on changed. Your game is kept as it is: nothing is deleted.',
    'rules.changed.keep': 'Keep it as a replay',
    'rules.changed.keepHint': 'Watch the game as it was played, under the rules of its time.',
    'rules.changed.startOver': 'Start over',
    'rules.changed.startOverHint': 'A new game with the same players and options; the old one stays as a replay.',
    'rules.changed.failed': 'That did not work: {reason}',
    'replay.archived': 'Shown as it was recorded under rules version {played} (this Tenka plays version {current}).',
  },
  {
    'shell.error.rules-changed': 'Diese Partie kann nach den neuen Regeln nicht weitergehen',
    'rules.changed.explain': 'Tenka wurde aktualisiert, und eine Regel, auf der diese Partie beruht, hat sich geändert. Deine Partie bleibt, wie sie ist: nichts wird gelöscht.',
    'rules.changed.keep': 'Als Wiederholung behalten',
    'rules.changed.keepHint': 'Die Partie ansehen, wie sie gespielt wurde – nach den Regeln ihrer Zeit.',
    'rules.changed.startOver': 'Neu beginnen',
    'rules.changed.startOverHint': 'Eine neue Partie mit denselben Spielern und Optionen; die alte bleibt als Wiederholung.',
    'rules.changed.failed': 'Das hat nicht geklappt: {reason}',
    'replay.archived': 'Gezeigt, wie sie nach Regelversion {played} aufgezeichnet wurde (dieses Tenka spielt Version {current}).',
  },
);

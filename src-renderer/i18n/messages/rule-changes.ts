/** Saved games across rule changes (docs/saves.md, "Saves across rule changes"): the game screen's notice and the replay's note. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'shell.error.rules-changed': 'This game cannot go on under the new rules',
    'rules.changed.explain': 'Tenka was updated, and a rule this game relies on changed.',
    'rules.changed.keep': 'Keep it as a replay',
    'rules.changed.keepHint': 'Watch the game as it was played, under the rules of its time.',
    'rules.changed.startOver': 'Start over',
    'rules.changed.startOverHint': 'A new game with the same players and options; the old one stays as a replay.',
    'rules.changed.failed': 'That did not work: {reason}',
    'rules.changed.started': 'This game was started under {title} rules version {played}; this version of Tenka plays version {current}.',
    'rules.changed.illegal': 'Under the new rules, move {ply} ({player}) is no longer allowed: {reason}',
    'rules.changed.differs': 'Under the new rules, the board after move {ply} ({player}) would not be the same.',
    'rules.changed.start': 'Under the new rules, the game would not start the same.',
    'rules.changed.options': 'Its options are not valid under the new rules: {reason}',
    'replay.archived': 'This game is shown as it was recorded under rules version {played} (this Tenka plays version {current}).',
  },
  {
    'shell.error.rules-changed': 'Diese Partie kann nach den neuen Regeln nicht weitergehen',
    'rules.changed.explain': 'Tenka wurde aktualisiert, und eine Regel, auf der diese Partie beruht, hat sich geändert.',
    'rules.changed.keep': 'Als Wiederholung behalten',
    'rules.changed.keepHint': 'Die Partie ansehen, wie sie gespielt wurde – nach den Regeln ihrer Zeit.',
    'rules.changed.startOver': 'Neu beginnen',
    'rules.changed.startOverHint': 'Eine neue Partie mit denselben Spielern und Optionen; die alte bleibt als Wiederholung.',
    'rules.changed.failed': 'Das hat nicht geklappt: {reason}',
    'rules.changed.started': 'Diese Partie wurde nach den Regeln von {title} in Version {played} begonnen; dieses Tenka spielt Version {current}.',
    'rules.changed.illegal': 'Nach den neuen Regeln ist Zug {ply} ({player}) nicht mehr erlaubt: {reason}',
    'rules.changed.differs': 'Nach den neuen Regeln sähe das Brett nach Zug {ply} ({player}) anders aus.',
    'rules.changed.start': 'Nach den neuen Regeln begänne die Partie anders.',
    'rules.changed.options': 'Ihre Optionen gelten nach den neuen Regeln nicht mehr: {reason}',
    'replay.archived': 'Die Partie wird gezeigt, wie sie nach Regelversion {played} aufgezeichnet wurde (dieses Tenka spielt Version {current}).',
  },
);

import { defineMessages } from '../define';

export default defineMessages(
  {
    'common.back': 'Back',
    'common.cancel': 'Cancel',
    'common.close': 'Close',
    'common.confirm': 'Confirm',
    'common.decline': 'Decline',
    'common.delete': 'Delete',
    'common.rename': 'Rename',
    'common.save': 'Save',
    'common.loading': 'Loading…',
    'common.dismiss': 'Dismiss',
    'common.retry': 'Try again',
    'common.home': 'Home',
  },
  {
    'common.back': 'Zurück',
    'common.cancel': 'Abbrechen',
    'common.close': 'Schließen',
    'common.confirm': 'Bestätigen',
    'common.decline': 'Ablehnen',
    'common.delete': 'Löschen',
    'common.rename': 'Umbenennen',
    'common.save': 'Speichern',
    'common.loading': 'Wird geladen…',
    'common.dismiss': 'Ausblenden',
    'common.retry': 'Erneut versuchen',
    'common.home': 'Startseite',
  },
);

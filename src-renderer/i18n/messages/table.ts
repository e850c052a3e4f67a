/**
 * The words of the table every game shares (kit/table/): the feed
 * (TableFeed.vue) and the line saying whom the table waits for. A game's own
 * words (its events, its decisions) stay in its messages/.
 */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'table.feed.title': 'What is happening',
    'table.feed.empty': 'What happens from now on is told here.',
    'table.feed.skip': 'Skip',
    'table.feed.skipToDecision': 'Skip to my decision',
    'table.feed.speed': 'Speed of the telling',
    'table.feed.speedN': 'Speed {n}×',
    'table.feed.backlog': '{n} more to tell',
    'table.feed.log': 'The whole log ({n} lines)',
    'table.feed.logTitle': 'Log',
    'table.feed.logEmpty': 'Nothing has happened yet since the game was opened.',
    'table.feed.watch': 'Watch it again',
    'table.feed.watchShort': 'watch',
    'table.feed.watchLast': 'Watch the last battle',
    'table.feed.watchYours': 'Your battle — watch it again',
    'table.feed.watchYoursAgain': 'Watch your battle again: {text}',
    'table.feed.fastOffer': 'This computer draws without a graphics card, so the story is slow to tell. Tell everything at once from now on? (“Reduced motion” in the settings)',
    'table.feed.fastOn': 'Tell at once',
    'table.feed.fastNo': 'No thanks',
    'table.wait.human': 'Waiting for {name}: {doing}.',
    'table.wait.bot': '{name} (bot) is thinking: {doing}…',
  },
  {
    'table.feed.title': 'Was gerade geschieht',
    'table.feed.empty': 'Was ab jetzt geschieht, wird hier erzählt.',
    'table.feed.skip': 'Überspringen',
    'table.feed.skipToDecision': 'Zu meiner Entscheidung',
    'table.feed.speed': 'Erzähltempo',
    'table.feed.speedN': 'Tempo {n}×',
    'table.feed.backlog': 'noch {n} zu erzählen',
    'table.feed.log': 'Das ganze Protokoll ({n} Zeilen)',
    'table.feed.logTitle': 'Protokoll',
    'table.feed.logEmpty': 'Seit dem Öffnen des Spiels ist noch nichts geschehen.',
    'table.feed.watch': 'Noch einmal ansehen',
    'table.feed.watchShort': 'ansehen',
    'table.feed.watchLast': 'Letzte Schlacht ansehen',
    'table.feed.watchYours': 'Dein Kampf – noch einmal ansehen',
    'table.feed.watchYoursAgain': 'Deinen Kampf noch einmal ansehen: {text}',
    'table.feed.fastOffer': 'Dieser Rechner zeichnet ohne Grafikkarte, darum dauert das Erzählen lange. Ab jetzt alles sofort erzählen? („Bewegung reduzieren“ in den Einstellungen)',
    'table.feed.fastOn': 'Sofort erzählen',
    'table.feed.fastNo': 'Nein, danke',
    'table.wait.human': 'Warte auf {name}: {doing}.',
    'table.wait.bot': '{name} (Bot) überlegt: {doing} …',
  },
);

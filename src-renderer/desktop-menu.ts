/**
 * The desktop app's menu items (src-main/electron/menu.ts), arriving as `menu`
 * pushes: each does what the same click in the app would do. In the browser
 * host no such push ever comes.
 */
import type { MenuCommand } from '@shared/contract/messages';
import { getApi } from './api';
import type { Locale } from './i18n/define';
import { useGameStore } from './stores/game';
import { useNavigationStore, type Screen } from './stores/navigation';
import { useSettingsStore } from './stores/settings';

export type MenuAction = { go: Screen } | { locale: Locale } | { continueLatest: true };

/**
 * What a menu command does, from where the player is: Rules opens the rules of
 * the game on the table or being set up (else the choice of games); Continue
 * opens the latest unfinished game, as Home's button does.
 */
export function menuAction(command: MenuCommand, screen: Screen, gameOnTable: string | undefined): MenuAction {
  switch (command) {
    case 'newGame':
      return { go: { name: 'new' } };
    case 'replays':
      return { go: { name: 'replays' } };
    case 'settings':
      return { go: { name: 'settings' } };
    case 'rules': {
      const game = screen.name === 'new' ? screen.game : screen.name === 'game' ? gameOnTable : undefined;
      return { go: game ? { name: 'rules', game } : { name: 'rules' } };
    }
    case 'continue':
      return { continueLatest: true };
    case 'language:en':
      return { locale: 'en' };
    case 'language:de':
      return { locale: 'de' };
  }
}

export function followDesktopMenu(): () => void {
  const navigation = useNavigationStore();
  const settings = useSettingsStore();
  const run = async (command: MenuCommand): Promise<void> => {
    const action = menuAction(command, navigation.screen, useGameStore().summary?.ruleset);
    if ('go' in action) navigation.go(action.go);
    else if ('locale' in action) settings.locale = action.locale;
    else {
      // Without an unfinished game (or without an answer), Home says why there is nothing to continue.
      try {
        const { game } = await getApi().client.call({ type: 'latestUnfinished' });
        navigation.go(game ? { name: 'game', gameId: game.gameId } : { name: 'home' });
      } catch {
        navigation.go({ name: 'home' });
      }
    }
  };
  return getApi().client.onMenuCommand((command) => void run(command));
}

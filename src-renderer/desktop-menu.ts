/**
 * The desktop app's menu items (src-main/electron/menu.ts), arriving as `menu`
 * pushes: each does what the same click in the app would do. In the browser
 * host no such push ever comes.
 */
import type { MenuCommand } from '@shared/contract/messages';
import { getApi } from './api';
import { useGameStore } from './stores/game';
import { useNavigationStore } from './stores/navigation';
import { useSettingsStore } from './stores/settings';

export function followDesktopMenu(): () => void {
  const navigation = useNavigationStore();
  const settings = useSettingsStore();
  const run = async (command: MenuCommand): Promise<void> => {
    switch (command) {
      case 'newGame':
        return navigation.go({ name: 'new' });
      case 'replays':
        return navigation.go({ name: 'replays' });
      case 'settings':
        return navigation.go({ name: 'settings' });
      case 'rules': {
        // The rules of the game on the table, when there is one (else the choice of games).
        const screen = navigation.screen;
        const game = screen.name === 'new' ? screen.game : screen.name === 'game' ? useGameStore().summary?.ruleset : undefined;
        return navigation.go(game ? { name: 'rules', game } : { name: 'rules' });
      }
      case 'continue': {
        // As Home's Continue button: the latest unfinished game; without one, Home says why.
        try {
          const { game } = await getApi().client.call({ type: 'latestUnfinished' });
          return navigation.go(game ? { name: 'game', gameId: game.gameId } : { name: 'home' });
        } catch {
          return navigation.go({ name: 'home' });
        }
      }
      case 'language:en':
      case 'language:de':
        settings.locale = command === 'language:en' ? 'en' : 'de';
        return;
    }
  };
  return getApi().client.onMenuCommand((command) => void run(command));
}

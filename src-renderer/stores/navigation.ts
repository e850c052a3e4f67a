/**
 * Which screen is showing, kept in the location hash (`#/game/<id>`,
 * `#/new/<game>`, `#/rules/<game>`) so a reload stays put. In-page hash changes are not navigations, so Electron's
 * navigation guard lets them through.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export type Screen =
  | { name: 'home' }
  /** Without a game: the game picker; with one: that game's setup form. */
  | { name: 'new'; game?: string }
  /** `share`: seats to open to friends at once (New game's choice; not kept in the hash). */
  | { name: 'game'; gameId: string; share?: number[] }
  | { name: 'campaigns' }
  | { name: 'replays' }
  /** `ply`: the position to open at (the end summary's moments); absent: the replay's usual start. */
  | { name: 'replay'; gameId: string; ply?: number }
  | { name: 'settings' }
  /** Without a game: the rules of the only playable game, or a choice of games. */
  | { name: 'rules'; game?: string }
  /** The player's record (docs/record-and-analysis.md): of one game, or of the first game played. */
  | { name: 'statistics'; game?: string };

const SIMPLE = ['new', 'campaigns', 'replays', 'settings', 'rules', 'statistics'] as const;
const ID = '([A-Za-z0-9_-]{1,64})';

export function parseHash(hash: string): Screen {
  for (const name of SIMPLE) if (hash === `#/${name}`) return { name };
  const game = new RegExp(`^#/game/${ID}$`).exec(hash);
  if (game?.[1]) return { name: 'game', gameId: game[1] };
  const replay = new RegExp(`^#/replay/${ID}(?:/(\\d{1,7}))?$`).exec(hash);
  if (replay?.[1]) return replay[2] ? { name: 'replay', gameId: replay[1], ply: Number(replay[2]) } : { name: 'replay', gameId: replay[1] };
  const withGame = new RegExp(`^#/(new|rules|statistics)/${ID}$`).exec(hash);
  if (withGame?.[1] && withGame[2]) return { name: withGame[1] as 'new' | 'rules' | 'statistics', game: withGame[2] };
  return { name: 'home' };
}

export function screenHash(screen: Screen): string {
  switch (screen.name) {
    case 'home':
      return '#/';
    case 'game':
      return `#/${screen.name}/${screen.gameId}`;
    case 'replay':
      return screen.ply === undefined ? `#/replay/${screen.gameId}` : `#/replay/${screen.gameId}/${screen.ply}`;
    case 'new':
    case 'rules':
    case 'statistics':
      return screen.game ? `#/${screen.name}/${screen.game}` : `#/${screen.name}`;
    default:
      return `#/${screen.name}`;
  }
}

export const useNavigationStore = defineStore('navigation', () => {
  const screen = ref<Screen>(parseHash(window.location.hash));
  window.addEventListener('hashchange', () => {
    screen.value = parseHash(window.location.hash);
  });

  function go(next: Screen): void {
    const hash = screenHash(next);
    if (window.location.hash !== hash) window.location.hash = hash;
    screen.value = next;
  }

  return { screen, go };
});

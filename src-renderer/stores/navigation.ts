/**
 * Which screen is showing, kept in the location hash (`#/game/<id>`) so a
 * reload stays put. In-page hash changes are not navigations, so Electron's
 * navigation guard lets them through.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export type Screen = { name: 'home' } | { name: 'new' } | { name: 'game'; gameId: string };

function parseHash(hash: string): Screen {
  if (hash === '#/new') return { name: 'new' };
  const match = /^#\/game\/([A-Za-z0-9_-]{1,64})$/.exec(hash);
  return match?.[1] ? { name: 'game', gameId: match[1] } : { name: 'home' };
}

export const useNavigationStore = defineStore('navigation', () => {
  const screen = ref<Screen>(parseHash(window.location.hash));
  window.addEventListener('hashchange', () => {
    screen.value = parseHash(window.location.hash);
  });

  function go(next: Screen): void {
    const hash = next.name === 'game' ? `#/game/${next.gameId}` : next.name === 'new' ? '#/new' : '#/';
    if (window.location.hash !== hash) window.location.hash = hash;
    screen.value = next;
  }

  return { screen, go };
});

/**
 * Mounts the tower bench (TowerLab.vue) on an element, on its own Vue app
 * with its own Pinia (the view reads the settings store): used by the
 * stand-alone bench page in ./lab.
 */
import { createPinia } from 'pinia';
import { createApp, type App } from 'vue';
import TowerLab from './TowerLab.vue';

export function mountTowerLab(el: Element): App {
  const app = createApp(TowerLab).use(createPinia());
  app.mount(el);
  return app;
}

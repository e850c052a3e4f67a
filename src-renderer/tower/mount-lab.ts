/**
 * Mounts the tower bench (TowerLab.vue) on an element, on its own Vue app:
 * the renderer entry calls this for `?lab=tower`.
 */
import { createApp, type App } from 'vue';
import TowerLab from './TowerLab.vue';

export function mountTowerLab(el: Element): App {
  const app = createApp(TowerLab);
  app.mount(el);
  return app;
}

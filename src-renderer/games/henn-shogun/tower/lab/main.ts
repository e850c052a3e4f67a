/** Stand-alone entry of the tower bench (built by tests/e2e/tower.spec.ts); its own Pinia: the view reads the settings store. */
import '../../../../styles/base.css';
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import TowerLab from '../TowerLab.vue';

const el = document.getElementById('app');
if (el) createApp(TowerLab).use(createPinia()).mount(el);

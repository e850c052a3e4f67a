/** Stand-alone entry of the dice tray's bench (built by tests/e2e/dice-lab.spec.ts). */
import '../../../styles/base.css';
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import DiceLab from './DiceLab.vue';

const el = document.getElementById('app');
if (el) createApp(DiceLab).use(createPinia()).mount(el);

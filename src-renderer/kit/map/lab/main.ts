/** Stand-alone entry of the map kit's bench (built by tests/e2e/map-lab.spec.ts). */
import '../../../styles/base.css';
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import MapLab from './MapLab.vue';

const el = document.getElementById('app');
if (el) createApp(MapLab).use(createPinia()).mount(el);

/** Stand-alone entry of the tower bench (built by tests/e2e/tower.spec.ts). */
import '../../../../styles/base.css';
import { mountTowerLab } from '../mount-lab';

const el = document.getElementById('app');
if (el) mountTowerLab(el);

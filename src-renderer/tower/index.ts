export { default as TowerView } from './TowerView.vue';
export type { TowerBattle, TowerSide, TowerThrowEvent } from './TowerView.vue';
export { TowerPlayer, type CubePose, type PlaybackSample } from './tower-player';
export { TowerScene, cubeMark, type CubeMark } from './tower-scene';
export { mountTowerLab } from './mount-lab';

/**
 * A playback drawn with Pixi (a roll in the dice tray, a game's own animated scene): one application for the component's
 * life (pixi/use-pixi-app.ts; a new one, a WebGL context, costs seconds on software WebGL), one scene made on it, a
 * frame step on the ticker that runs only while the phase is `playing`, and the end of a playback: the ticker
 * stopped, the last frame drawn, `done` told. Speed, skip and reduced motion stay with kit/playback/playback.ts.
 *
 * Pixi objects live in plain variables, never in Vue reactivity: `app()` and `scene()` hand them out.
 */
import { UPDATE_PRIORITY, type Application, type ApplicationOptions } from 'pixi.js';
import { ref, type Ref } from 'vue';
import { usePixiApp } from '../../pixi/use-pixi-app';

export type PlaybackPhase = 'idle' | 'playing' | 'done';

export interface PixiPlaybackOptions<S extends { destroy(): void }> {
  /** The stage's colour behind the scene. */
  background: number;
  /** Extra init options (the ticker never starts by itself: a playback starts it). */
  init?: Partial<ApplicationOptions>;
  /** The scene, made once the application is ready. */
  scene: (app: Application) => S;
  /** One frame of the playback (only while playing). */
  frame: (app: Application, scene: S) => void;
  /** The application and scene are ready: show what there is to play. */
  start: () => void;
  /** The stage changed size. */
  resize?: (app: Application, scene: S) => void;
  /** The application goes away (the component is unmounted): drop what refers to it. */
  close?: () => void;
  /** A playback ended (finish). */
  done?: () => void;
}

export function usePixiPlayback<S extends { destroy(): void }>(host: Ref<HTMLElement | null>, o: PixiPlaybackOptions<S>) {
  let app: Application | null = null;
  let scene: S | null = null;
  const phase = ref<PlaybackPhase>('idle');
  /** Main-thread milliseconds per frame played (the frame step plus Pixi's render), the last 600: for benches and tests. */
  const frameWork: number[] = [];
  let frameStart = 0;

  const tick = (): void => {
    if (!app || !scene || phase.value !== 'playing') return;
    frameStart = performance.now();
    o.frame(app, scene);
  };
  /** After Pixi has rendered the frame: how long the frame's work took. */
  const tock = (): void => {
    if (frameStart === 0) return;
    frameWork.push(performance.now() - frameStart);
    if (frameWork.length > 600) frameWork.shift();
    frameStart = 0;
  };

  const { ready, failure } = usePixiApp(host, {
    background: o.background,
    init: { autoStart: false, ...o.init },
    onReady: (created) => {
      app = created;
      scene = o.scene(created);
      app.ticker.add(tick, undefined, UPDATE_PRIORITY.HIGH);
      app.ticker.add(tock, undefined, UPDATE_PRIORITY.UTILITY);
      o.start();
      return () => {
        app?.ticker.remove(tick);
        app?.ticker.remove(tock);
        scene?.destroy();
        scene = null;
        app = null;
        o.close?.();
      };
    },
    onResize: () => {
      if (app && scene) o.resize?.(app, scene);
    },
  });

  /** The end of a playback: the ticker stops, `last` draws the final frame, then `done`. */
  function finish(last: (app: Application, scene: S) => void): void {
    phase.value = 'done';
    app?.stop();
    if (app && scene) last(app, scene);
    o.done?.();
  }

  return { ready, failure, phase, finish, frameWork, app: (): Application | null => app, scene: (): S | null => scene };
}

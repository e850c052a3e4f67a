/**
 * One Pixi Application per component, mounted into a host element: created
 * in onMounted (`await app.init`), sized to the host (and re-sized when the
 * host changes size), destroyed on unmount — also when the component goes
 * away while init is still running. Pixi objects stay out of Vue reactivity:
 * `app` is a plain variable handed to `onReady`; only `ready` and `failure`
 * are refs.
 *
 *   const host = ref<HTMLElement | null>(null);
 *   const { ready, failure } = usePixiApp(host, {
 *     background: PAPER,
 *     onReady: (app) => { scene = new MyScene(app); return () => scene.destroy(); },
 *   });
 */
import 'pixi.js/unsafe-eval';
import { Application, type ApplicationOptions } from 'pixi.js';
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { softwareGl } from './software-gl';

/**
 * Destroys one application and its scene, and nothing else. Not `destroy(true)`:
 * that also releases Pixi's global pools (GlobalResourceRegistry), which every
 * other live application still uses — closing a replay's show dialog that way
 * broke the board behind it ("Cannot read properties of null (reading 'clear')").
 */
function destroyPixiApp(app: Application): void {
  app.destroy({ removeView: true }, { children: true });
}

export interface PixiAppOptions {
  background: number;
  /**
   * Called once the application runs inside the host; may return a clean-up
   * that runs before the application is destroyed.
   */
  onReady: (app: Application) => void | (() => void);
  /** Called after each resize of the canvas (also once the host's size changes). */
  onResize?: (width: number, height: number) => void;
  /** Extra init options (webgl first with a canvas fallback unless given). */
  init?: Partial<ApplicationOptions>;
}

export function usePixiApp(host: Ref<HTMLElement | null>, options: PixiAppOptions) {
  const ready = ref(false);
  const failure = ref<string | null>(null);
  let app: Application | null = null;
  let observer: ResizeObserver | null = null;
  let cleanup: (() => void) | null = null;
  let unmounted = false;

  const resized = (): void => {
    if (app) options.onResize?.(app.screen.width, app.screen.height);
  };

  onMounted(async () => {
    const element = host.value;
    if (!element) return;
    const created = new Application();
    try {
      await created.init({
        preference: 'webgl',
        resizeTo: element,
        background: options.background,
        // Multisampling is free on a GPU and costs seconds per frame in software (software-gl.ts).
        antialias: !softwareGl(),
        autoDensity: true,
        resolution: Math.min(window.devicePixelRatio || 1, 2),
        ...options.init,
      });
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error);
      return;
    }
    if (unmounted) {
      destroyPixiApp(created);
      return;
    }
    app = created;
    element.appendChild(app.canvas);
    app.renderer.on('resize', resized);
    // The window's resize is not enough: layouts (grids, panels) change the host's size too.
    observer = new ResizeObserver(() => app?.queueResize());
    observer.observe(element);
    try {
      cleanup = options.onReady(app) ?? null;
    } catch (error) {
      console.error(error);
      failure.value = error instanceof Error ? error.message : String(error);
      return;
    }
    ready.value = true;
  });

  onBeforeUnmount(() => {
    unmounted = true;
    observer?.disconnect();
    observer = null;
    cleanup?.();
    cleanup = null;
    if (app) {
      app.renderer?.off('resize', resized);
      destroyPixiApp(app);
    }
    app = null;
    ready.value = false;
  });

  return {
    ready,
    failure,
    /** The running application, or null before it is ready and after unmount. */
    getApp: (): Application | null => app,
  };
}

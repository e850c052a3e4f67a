/**
 * Is WebGL drawn in software here (SwiftShader, llvmpipe, a driver without a
 * GPU)? Asked once per page from a throw-away context.
 *
 * Why it matters: multisampled antialiasing is free on a GPU and ruinous in
 * software. On this project's test machine (Chromium on SwiftShader) one frame
 * of a map board took 2–5 s with `antialias: true` and 0.3–0.6 s without, at
 * the same load; the page was blocked for every frame, so a bots' season that
 * should be told in seconds took over a minute (issue 21, docs/pace.md). A
 * player without GPU acceleration gets the same page, so the choice is made
 * by what renders, not by whether a test runs.
 */
let cached: boolean | null = null;

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver|microsoft basic/i;

/** Does this WebGL renderer string name a software rasteriser? */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE.test(renderer);
}

export function softwareGl(): boolean {
  if (cached !== null) return cached;
  cached = false;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
      cached = isSoftwareRenderer(renderer);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No WebGL at all: Pixi falls back by itself; nothing to decide here.
  }
  return cached;
}

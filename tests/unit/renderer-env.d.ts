// The renderer's globals (window.tenka, *.vue modules) for the tests here that import renderer modules; the
// renderer's own tests (src-renderer/**/*.test.ts) have them from tsconfig.renderer.json.
/// <reference path="../../src-renderer/env.d.ts" />

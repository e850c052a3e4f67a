// Bootstrap for running the TypeScript worker from source (tests, CLI):
// register tsx's loader in this worker thread, then load the real entry.
// The bundled Electron app starts the built worker directly instead.
import { register } from 'tsx/esm/api';

register();
await import('./engine.worker.ts');

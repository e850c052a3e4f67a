// Bootstrap of an arena worker thread when running from source (the CLI under
// tsx): register tsx's loader in this thread, then load the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./arena-worker.ts');

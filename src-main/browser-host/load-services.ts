/**
 * The one place the two transports get their host services from.
 */
import type { HostServices } from '../services/host-api';
import { createFakeHostServices } from './fake-services';

export interface LoadServicesOptions {
  dataDir: string;
  /** Use the in-memory stand-in instead of the real services (renderer work, transport tests). */
  fake?: boolean;
}

export async function loadHostServices(options: LoadServicesOptions): Promise<HostServices> {
  if (options.fake) return createFakeHostServices();
  // TODO(wiring): replace with the real `createHostServices({ dataDir })` once src-main/services provides it.
  return createFakeHostServices();
}

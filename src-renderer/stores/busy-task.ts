/**
 * A store's requests one at a time with a busy flag and the last failure in
 * words (the campaigns and the share panel): `run` returns the task's result,
 * or null when it failed (then `error` says why, under the words `doing`).
 */
import { ref, type Ref } from 'vue';
import { describeError, type ShownError } from './errors';

export interface BusyTask {
  busy: Ref<boolean>;
  error: Ref<ShownError | null>;
  run<T>(doing: string, work: () => Promise<T>): Promise<T | null>;
}

export function busyTask(): BusyTask {
  const busy = ref(false);
  const error = ref<ShownError | null>(null);
  async function run<T>(doing: string, work: () => Promise<T>): Promise<T | null> {
    busy.value = true;
    try {
      const out = await work();
      error.value = null;
      return out;
    } catch (e) {
      error.value = describeError(e, doing);
      return null;
    } finally {
      busy.value = false;
    }
  }
  return { busy, error, run };
}

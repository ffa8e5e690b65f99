import { toaster } from '../../ui/toaster';

/** Tells the user a profile change did not go through, with the server's reason. */
export function notifyFailure(title: string, error: unknown): void {
  toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : String(error) });
}

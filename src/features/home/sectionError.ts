import { errorMessage, isNetworkOrCorsError } from '@/api';

/**
 * Spec §8: when a section's fetch fails because the browser could not read the answer (network
 * or CORS), the section shows its own "server configuration" sentence; otherwise the error's own
 * message (and the error box falls back to 'An unexpected error occurred' when there is none).
 */
export function sectionErrorMessage(error: unknown, networkOrCorsMessage: string): string | undefined {
  return isNetworkOrCorsError(error) ? networkOrCorsMessage : errorMessage(error);
}

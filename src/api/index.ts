// The only module the app imports API hooks and types from (generated code is never edited).
// Lists default to [] and pages to {results: [], count: 0} when a host answers `{"data": null}`,
// as the product has always treated missing lists as empty (see ./shapes).
import { dalilApi } from './generated/endpoints.gen';
import type { Page } from './shapes';

export * from './generated/endpoints.gen';
export type { ApiError } from './errors';
export { errorMessage, isApiError, isNetworkOrCorsError, isNotFound, isRetryable, API_TIMEOUT_MS, retryAfterMinutes } from './errors';

// Shapes are checked in the base query (./shapes): a missing list is empty, a bare list where a
// page was expected is paged there, and any other wrong shape is an error state.
export const api = dalilApi;

export type { Page };

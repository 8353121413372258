// The list screens' tests each stood in for a paged endpoint the same way: note what was asked,
// let the test answer a call its own way (an error, a delay), else send a page of rows.
import { apiUrl, envelope, http, page } from './msw';

export interface PagedListAnswer<T> {
  /** The rows for a request; `call` counts this endpoint's requests from 1. */
  rows: (url: URL, call: number) => T[];
  /** The total the server reports; the rows' length when absent. */
  count?: number;
  /** The test's own answer to a call (an error, a delay); undefined answers with the rows. */
  respond?: (url: URL, call: number) => Response | undefined | Promise<Response | undefined>;
}

/** A handler for the paged GET `path` that records every request's URL in `requests`. */
export function pagedListHandler<T>(path: string, requests: URL[], { rows, count, respond }: PagedListAnswer<T>) {
  return http.get(apiUrl(path), async ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const call = requests.length;
    const custom = await respond?.(url, call);
    if (custom) return custom;
    const results = rows(url, call);
    return envelope(page(results, count ?? results.length));
  });
}

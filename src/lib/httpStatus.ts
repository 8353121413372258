/**
 * The Error a failed call to a third-party service (directions, reverse geocoding) is thrown and
 * logged with: the HTTP client's own wording (docs/product.md §8). Logged only, never shown.
 */
export function statusMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

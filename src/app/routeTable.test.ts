import { routeTable } from '@/config/routeTable';
import { preloadScreen, screenRouteOf } from './routes';

/** An address the row's pattern matches. */
const addressOf = (pattern: string) => (pattern === '*' ? '/no/such/page' : pattern.replace(/:\w+/g, '7'));

describe('the route table, the one list of routes (src/config/routeTable.ts)', () => {
  it.each(routeTable.map((row) => [addressOf(row.path), row] as const))('%s loads the screen its row names', async (address, row) => {
    expect(screenRouteOf(address)).toEqual({ path: row.path, feature: row.feature, screen: row.screen });
    await expect(preloadScreen(address)).resolves.toBeUndefined();
  });

  it('gives the not-found row for an address no path matches, as the publish step reads it', () => {
    expect(screenRouteOf('/partners/7/branches')).toEqual({ path: '*', feature: 'pages', screen: 'NotFoundPage' });
  });

  it('lists each path once', () => {
    const paths = routeTable.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

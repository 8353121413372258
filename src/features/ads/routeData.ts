// The ad page's route data (src/store/routeData.ts).
import { api } from '@/api';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData, RoutePaths } from '@/store';

const adDetail: RouteData = (load, { params }) => {
  const id = parsePositiveInt(params.id);
  if (id !== null) void load(api.endpoints.getAdById, { id });
};

export const routeData = { AdDetailPage: adDetail };

/** A page for each active ad, of both types (the banners and the Business Spotlight). */
const adPages: RoutePaths = async (walk) => {
  await walk(api.endpoints.getAllActiveAdsByType, { type: '1' });
  await walk(api.endpoints.getAllActiveAdsByType, { type: '2' });
};

export const routePaths = { AdDetailPage: adPages };

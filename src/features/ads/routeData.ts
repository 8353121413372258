// The ad page's route data (src/store/routeData.ts).
import { api } from '@/api';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData } from '@/store';

const adDetail: RouteData = (load, { params }) => {
  const id = parsePositiveInt(params.id);
  if (id !== null) void load(api.endpoints.getAdById, { id });
};

export const routeData = { AdDetailPage: adDetail };

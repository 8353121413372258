// A screen whose render looks up an answer its route data does not start would be published with a
// skeleton where the answer belongs: the render fails instead, naming the screen and the call.
import { renderPage } from '@/app/renderPage';
import { noRouteData } from '@/store';
import { renderAgainstMock } from './renderingMock';

// The ad's screen as it is, its route data forgotten.
jest.mock('@/features/ads', () => ({ ...jest.requireActual<object>('@/features/ads'), routeData: { AdDetailPage: noRouteData } }));

renderAgainstMock();

it('fails the render of a screen that looks up an undeclared call, naming the screen and the call', async () => {
  await expect(renderPage('/ads/1')).rejects.toThrow('AdDetailPage (/ads/1) renders calls its route data does not start: getAdById({"id":1})');
});

it('renders a screen that declares what it looks up', async () => {
  await expect(renderPage('/about')).resolves.toMatchObject({ calls: [], failedCalls: [] });
});

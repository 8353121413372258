// The publish step's renderer, built for Node by `webpack --env server` (dist-server/render.cjs)
// and driven by scripts/publish.cjs: the app's own render of a page, and the configuration it
// calls the API with.
export { loadRouteAnswers, renderPage } from './renderPage';
export { setRuntimeConfig } from '@/config/runtime';

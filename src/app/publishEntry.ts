// The publish step's renderer, built for Node by `webpack --env server` (dist-server/render.cjs)
// and driven by scripts/publish.cjs: which pages exist, the app's own render of each, and the
// configuration it calls the API with.
export { listPublishedPages } from './publishedPages';
export { loadRouteAnswers, renderPage } from './renderPage';
export { setRuntimeConfig } from '@/config/runtime';

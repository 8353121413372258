export { AdDetailPage } from './AdDetailPage';

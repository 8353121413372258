export { HomePage } from './HomePage';

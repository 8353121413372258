export { ShownAsOf, type ShownAsOfProps } from './ShownAsOf';

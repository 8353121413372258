export { OpeningStatus, type OpeningStatusProps } from './OpeningStatus';
export { OpeningHoursTable, type OpeningHoursTableProps } from './OpeningHoursTable';

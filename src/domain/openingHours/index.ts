// Opening hours, the one public entry: the reading of a record's weekly hours and special days in
// Muscat time (openingHours.ts), the week table's view of them (openingHoursWeek.ts), and the two
// faces, the status line of cards and the week table of the partner page. Import this index, never a
// file inside the folder (lint enforces it).
export { OpeningStatus, type OpeningStatusProps } from './OpeningStatus';
export { OpeningHoursTable, type OpeningHoursTableProps } from './OpeningHoursTable';
export { hasOpeningHours } from './openingHours';
export { openingHoursSpecification, type OpeningHoursSpecification } from './openingHoursJsonLd';

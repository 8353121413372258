// Opening-hours test data shared by the week table's tests (src/domain/openingHours) and the company
// card's status line (src/components/cards): one split-shift shop and a clock pinned in Muscat time.
import type { OpeningHours } from '@/api';

const split = [
  { open: '09:00', close: '13:00' },
  { open: '16:30', close: '22:00' },
];

/** Two shifts a day Sunday–Thursday, evenings on Friday, closed Saturday, and National Day off. */
export const splitShiftShop: OpeningHours = {
  weekly: { sun: split, mon: split, tue: split, wed: split, thu: split, fri: [{ open: '16:30', close: '22:00' }], sat: [] },
  special_days: [{ from: '2026-11-20', to: '2026-11-21', name: 'العيد الوطني', en_name: 'National Day', intervals: [] }],
};

/** Pins the clock (Date and timers) at an instant given in Muscat time; undo with jest.useRealTimers(). */
export function pinMuscat(isoLocal: string) {
  jest.useFakeTimers({ now: new Date(`${isoLocal}+04:00`), advanceTimers: true });
}

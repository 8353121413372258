export declare function localToday(now?: Date): string;
export declare function toIsoDay(value?: Date | string | null): string;
export declare function addDays(isoDay: string, days: number): string;
export declare function daysBetween(fromDay: string, toDay: string): number;
export declare function isActiveOffer(offer: { valid_until?: string | null }, today: string): boolean;

// Near me, the one public entry: the rounded point a list is sorted by (nearPoint.ts: its URL field
// and API arguments), the area name the visitor is shown for it (reverseGeocode.ts), and the
// NearMe control of the partners and offers lists with the towns it offers (useNearMeTowns). Import this index, never a file inside the folder
// (lint enforces it).
export { NearMe, OMAN_COUNTRY_ID, type NearMeProps } from './NearMe';
export { useNearMeTowns } from './useNearMeTowns';
export { nearArgs, nearField, nearPoint } from './nearPoint';

// The towns Near me offers when the position is not there (a refused position, or "choose a town"):
// the cities call of OMAN_COUNTRY_ID, asked for only once NearMe says it is about to show them, never
// on load. Every list with Near me spreads the result into it: <NearMe {...towns} near=… onChange=… />.
import { useCallback, useState } from 'react';
import { useGetActiveCitiesQuery } from '@/api';
import { OMAN_COUNTRY_ID, type NearMeProps } from './NearMe';

export function useNearMeTowns(): Pick<NearMeProps, 'towns' | 'townsFailed' | 'onTownsWanted'> {
  const [townsWanted, setTownsWanted] = useState(false);
  const towns = useGetActiveCitiesQuery({ countryId: OMAN_COUNTRY_ID }, { skip: !townsWanted });
  const onTownsWanted = useCallback(() => setTownsWanted(true), []);
  return { towns: towns.data, townsFailed: towns.isError, onTownsWanted };
}

import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { endpoints } from '../../api/endpoints.ts';
import { useStartup } from '../../api/system-queries.ts';

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'countries'] as const,
    queryFn: ({ signal }) => api(endpoints.system.countries, {}, { signal, quiet: true }),
    staleTime: Infinity,
    select: (value) => value.countries,
  });

/** The dialing-code list (loaded once per visit; the session start prefetches it). */
export function useCountries() {
  return useQuery(countriesQuery()).data ?? [];
}

/**
 * The country list and the chosen country: `initial` (a remembered login) if given, else the
 * visitor's country from the start-up location lookup when it is in the list, else the first.
 */
export function useCountryChoice(initial?: string | null) {
  const countries = useCountries();
  const located = useStartup().permission.location.countryCode;
  const [picked, setPicked] = useState<string | null>(initial ?? null);
  const fallback = countries.find((c) => c.countryCode === located)?.countryCode ?? countries[0]?.countryCode ?? '';
  const countryCode = picked && countries.some((c) => c.countryCode === picked) ? picked : fallback;
  const dialingCode = countries.find((c) => c.countryCode === countryCode)?.countryDialingCode ?? '';
  return { countries, countryCode, dialingCode, setCountryCode: setPicked };
}

import { useQuery } from '@apollo/client';
import { SchoolsOfProvinceDocument } from './operations';

/** The generic schools and those serving the province, by name (kept in the cache for offline use). */
export function useSchoolsOfProvince(province: string | null) {
  const query = useQuery(SchoolsOfProvinceDocument, { variables: { province: province ?? '' }, skip: !province });
  return {
    list: province ? (query.data?.schoolsOfProvince ?? []) : [],
    loading: Boolean(province) && query.loading && !query.data,
  };
}

import type { ApolloCache, ApolloError } from '@apollo/client';
import { useQuery } from '@apollo/client';
import { useEffect, useMemo } from 'react';
import { isNoAnswer } from '../../core/offline/failures';
import type { ListedRecord } from '../profile/planningCache';
import { useRefetchWhenSynced, writeToList } from '../profile/planningCache';
import type { ActivityRecord } from './calendarModel';
import { termWindow, yearWindow, yearsHolding } from './calendarModel';
import { CalendarActivitiesDocument, CalendarHolidaysDocument, CalendarTermsDocument } from './operations';

/** Puts activities (or their tombstones) into every cached year list that holds their start. */
export function writeActivities(
  cache: ApolloCache<unknown>,
  teacherprofileID: string,
  records: readonly ListedRecord[],
): void {
  const byYear = new Map<number, ListedRecord[]>();
  for (const record of records) {
    const start = (record as Partial<ActivityRecord>).startDateTime;
    for (const year of start ? yearsHolding(start) : []) byYear.set(year, [...(byYear.get(year) ?? []), record]);
  }
  for (const [year, list] of byYear) {
    const { from, to } = yearWindow(year);
    writeToList(
      cache,
      CalendarActivitiesDocument,
      { teacherprofileID, from, to, nextToken: null },
      'listTeacherActivities',
      list,
      'ModelTeacherActivityConnection',
    );
  }
}

/**
 * A year of the teacher's calendar: activities, terms of their province and public holidays, each a cached list
 * (readable offline, also when the calendar was never opened online: core/sync), kept live by the sync engine's
 * change events. A year of more than 1000 activities is read in pages.
 */
/** Nothing answered: the device is offline (the lists are the device's own), not a server problem. */
function isOfflineFailure(error: ApolloError): boolean {
  return error.graphQLErrors.length === 0 && isNoAnswer(error.networkError);
}

export function useCalendarYear(teacherprofileID: string, year: number) {
  const window = yearWindow(year);
  const activities = useQuery(CalendarActivitiesDocument, {
    variables: { teacherprofileID, from: window.from, to: window.to, nextToken: null },
  });
  const terms = useQuery(CalendarTermsDocument, { variables: termWindow(year) });
  const holidays = useQuery(CalendarHolidaysDocument, { variables: { from: window.fromDate, to: window.toDate } });

  const nextToken = activities.data?.listTeacherActivities.nextToken;
  useEffect(() => {
    if (!nextToken) return;
    void activities.fetchMore({
      variables: { nextToken },
      updateQuery: (previous, { fetchMoreResult }) => ({
        listTeacherActivities: {
          ...fetchMoreResult.listTeacherActivities,
          items: [...previous.listTeacherActivities.items, ...fetchMoreResult.listTeacherActivities.items],
        },
      }),
    });
  }, [nextToken, activities]);

  useRefetchWhenSynced(() => activities.refetch());

  const termList = useMemo(
    () => [...(terms.data?.listTerms.items ?? [])].sort((a, b) => a.start.localeCompare(b.start)),
    [terms.data],
  );

  return {
    activities: activities.data?.listTeacherActivities.items ?? [],
    terms: termList,
    holidays: holidays.data?.listHolidays.items ?? [],
    loading: (activities.loading && !activities.data) || (terms.loading && !terms.data),
    termsLoading: terms.loading && !terms.data,
    /**
     * A list the server could not give (its database away): its emptiness is not "none". No answer at all is the
     * device being offline: the lists come from the device and the offline notice says so.
     */
    error: [terms.error, holidays.error, activities.error].find((error) => error && !isOfflineFailure(error)),
  };
}

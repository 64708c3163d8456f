import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../ui/urlState';
import { activityColors } from '../../../../server/domain/planning-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { useSchedules } from '../profile/scheduleData';
import { useActivityMutations } from './activityData';
import { useCalendarYear } from './calendarData';
import type { CalendarEvent, CalendarView } from './calendarModel';
import { cssColor } from '../../ui/colors';
import { calendarEvents, currentTerm, openingView, stepDate } from './calendarModel';
import { CalendarToolbar } from './CalendarToolbar';
import { PlannerCalendar } from './PlannerCalendar';

// The dialogs (forms, pickers) load when one is opened: the calendar itself shows without them.
const ActivityEditor = lazy(() => import('./ActivityEditor').then((module) => ({ default: module.ActivityEditor })));
const SubscribeDialog = lazy(() => import('./SubscribeDialog').then((module) => ({ default: module.SubscribeDialog })));

const dateFormat = 'YYYY-MM-DD';

/** Where this device keeps the view the teacher last chose (issue 26: per device, not per account). */
const viewStorageKey = 'calendar.view';

function rememberedView(): string | null {
  try {
    return localStorage.getItem(viewStorageKey);
  } catch {
    return null;
  }
}

function rememberView(view: CalendarView): void {
  try {
    localStorage.setItem(viewStorageKey, view);
  } catch {
    // Storage refused (a private window's quota): the choice lasts for this visit, in the address.
  }
}

/**
 * The screen's state in the URL (view, date, term, open dialogs), so that Back and links restore it. Without a view
 * in the address, the one last chosen on this device, else one that fits the screen (a day on a phone).
 */
function useCalendarParams() {
  const { params, update: write } = useUrlState();
  const [fallbackView] = useState(() => openingView(null, rememberedView(), window.innerWidth));
  const view = openingView(params.get('view'), fallbackView, window.innerWidth);
  const dateParam = params.get('date');
  const date =
    dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) && dayjs(dateParam).isValid()
      ? dayjs(dateParam).toDate()
      : dayjs().startOf('day').toDate();
  // Changes made in one go (the calendar's drill-down sets the view, then the date) are applied together.
  const queued = useRef<{ changes: Record<string, string | null>; replace: boolean } | null>(null);
  const update = (changes: Record<string, string | null>, replace = true) => {
    if (queued.current) {
      Object.assign(queued.current.changes, changes);
      queued.current.replace &&= replace;
      return;
    }
    queued.current = { changes: { ...changes }, replace };
    queueMicrotask(() => {
      const batch = queued.current;
      queued.current = null;
      if (!batch) return;
      write(batch.changes, { replace: batch.replace });
    });
  };
  return { params, view, date, update };
}

function labelOf(date: Date, view: CalendarView, locale: string): string {
  const day = dayjs(date).locale(locale);
  if (view === 'month') return day.format('MMMM YYYY');
  if (view === 'day') return day.format('dddd D MMMM YYYY');
  const start = view === 'week' ? day.startOf('week') : day;
  const end = start.add(view === 'week' ? 6 : 3, 'day');
  return `${start.format('D MMM')} – ${end.format('D MMM YYYY')}`;
}

/** /app/calendar (001 section 2): the teacher's activities with terms, biweeks and public holidays. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('planning');
  const { user } = useAuth();
  const profile = user?.teacherProfile ?? null;
  if (!profile) {
    return (
      <section className="page-section">
        <Alert type="info" showIcon title={t('profile.noProfile')} />
      </section>
    );
  }
  return <TeacherCalendar teacherprofileID={profile.id} locale={i18n.language === 'af' ? 'af' : 'en-gb'} />;
}

function TeacherCalendar({ teacherprofileID, locale }: { teacherprofileID: string; locale: string }) {
  const { t } = useTranslation('planning');
  const { message } = useNotices();
  const { update: updateActivity } = useActivityMutations(teacherprofileID);
  const { params, view, date, update } = useCalendarParams();
  const year = date.getFullYear();
  const { activities, terms, holidays, loading, termsLoading, error } = useCalendarYear(teacherprofileID, year);
  const { schedules } = useSchedules(teacherprofileID);
  const today = dayjs().format(dateFormat);
  const term = terms.find((candidate) => candidate.id === params.get('term')) ?? currentTerm(terms, today);
  const [slot, setSlot] = useState<{ start: Date; end: Date }>(() => defaultSlot(new Date()));

  const events = useMemo(
    () => calendarEvents(activities, holidays, term, (label) => t('calendar.biweek', { label })),
    [activities, holidays, term, t],
  );

  const go = (next: Date) => update({ date: dayjs(next).format(dateFormat) });
  const openNew = (start: Date, end: Date) => {
    setSlot({ start, end });
    update({ activity: 'new' }, false);
  };
  // A drag moves this one occurrence of a weekly series, as the dialog does unless told otherwise (docs/decisions.md).
  // Through the offline queue: shown at once, sent when the server can be reached.
  const moveActivity = ({ activity }: CalendarEvent, start: Date, end: Date) => {
    if (!activity) return;
    updateActivity(activity, { startDateTime: start.toISOString(), endDateTime: end.toISOString() }).catch(
      (failure: unknown) => message.error(messageOf(failure)),
    );
  };

  return (
    <section className="page-section calendar-page">
      <Typography.Title level={2} className="no-print">
        {t('calendar.title')}
      </Typography.Title>
      <div className="calendar-print-title">
        <Typography.Title level={3}>{labelOf(date, view, locale)}</Typography.Title>
      </div>
      <CalendarToolbar
        label={labelOf(date, view, locale)}
        view={view}
        year={year}
        terms={terms}
        termsLoading={termsLoading}
        termId={term?.id ?? null}
        onToday={() => update({ date: today })}
        onStep={(direction) => go(stepDate(date, view, direction))}
        onYear={(next) => update({ date: dayjs(date).year(next).format(dateFormat), term: null })}
        onTerm={(id) => update({ term: id, date: terms.find((candidate) => candidate.id === id)?.start ?? null })}
        onView={(next) => {
          rememberView(next);
          update({ view: next });
        }}
        onNew={() =>
          openNew(dayjs().startOf('hour').add(1, 'hour').toDate(), dayjs().startOf('hour').add(2, 'hour').toDate())
        }
        onPrint={() => window.print()}
        onSubscribe={() => update({ subscribe: '1' }, false)}
      />
      {error && (
        <Alert type="warning" showIcon title={messageOf(error)} className="no-print" style={{ marginBottom: 12 }} />
      )}
      {!loading && !error && terms.length === 0 && (
        <Alert
          type="info"
          showIcon
          title={t('calendar.noTermsHint')}
          className="no-print"
          style={{ marginBottom: 12 }}
        />
      )}
      <PlannerCalendar
        events={events}
        date={date}
        view={view}
        onNavigate={go}
        onView={(next) => update({ view: next })}
        onSelectSlot={openNew}
        onSelectActivity={(event) => event.activity && update({ activity: event.activity.id }, false)}
        onMoveActivity={moveActivity}
      />
      <div className="calendar-legend">
        <span style={{ ['--legend-color' as string]: cssColor(activityColors.holiday) }}>
          {t('calendar.legendHoliday')}
        </span>
        {term && (term.biweeks ?? []).length > 0 && (
          <span style={{ ['--legend-color' as string]: biweekStripes(term.biweeks ?? []) }}>
            {t('calendar.legendBiweeks', { term: term.label ?? '' })}
          </span>
        )}
      </div>
      <Suspense fallback={null}>
        {params.get('activity') && (
          <ActivityEditor
            teacherprofileID={teacherprofileID}
            activityParam={params.get('activity')}
            activities={activities}
            schedules={schedules}
            slot={slot}
            onClose={() => update({ activity: null })}
          />
        )}
        {params.get('subscribe') === '1' && <SubscribeDialog open onClose={() => update({ subscribe: null })} />}
      </Suspense>
    </section>
  );
}

/** The legend's swatch for biweeks: a stripe of each of their colours. */
function biweekStripes(biweeks: readonly { color?: string | null }[]): string {
  const colors = biweeks.slice(0, 4).map((biweek) => cssColor(biweek.color));
  return colors.length > 1 ? `linear-gradient(90deg, ${colors.join(', ')})` : (colors[0] ?? 'transparent');
}

/** A new activity opened from its address alone (`?activity=new`): 08:00 to 09:00 that day. */
function defaultSlot(day: Date): { start: Date; end: Date } {
  const start = dayjs(day).startOf('day').hour(8);
  return { start: start.toDate(), end: start.add(1, 'hour').toDate() };
}

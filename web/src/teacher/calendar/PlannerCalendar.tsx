import dayjs from 'dayjs';
import 'dayjs/locale/af';
import 'dayjs/locale/en-gb';
import { useEffect, useMemo } from 'react';
import type { SlotInfo, View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { Calendar, dayjsLocalizer, withDragAndDrop } from './bigCalendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarView } from './calendarModel';
import { quickAddTimes } from './calendarModel';
import { FourDayView } from './FourDayView';
import './calendar.css';

const localizer = dayjsLocalizer(dayjs);
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);
const views = { day: true, fourDays: FourDayView, week: true, month: true };
const scrollToTime = new Date(1970, 0, 1, 7, 0);

interface PlannerCalendarProps {
  events: CalendarEvent[];
  date: Date;
  view: CalendarView;
  onNavigate(date: Date): void;
  onView(view: CalendarView): void;
  /** A click or drag over empty space: a new activity at those times. */
  onSelectSlot(start: Date, end: Date): void;
  onSelectActivity(event: CalendarEvent): void;
  /** One of the teacher's activities dragged (moved) or its edge dragged (resized) to new times. */
  onMoveActivity(event: CalendarEvent, start: Date, end: Date): void;
}

/** Only the teacher's own activities move; terms' biweeks and public holidays stay where they are. */
const isActivity = (event: CalendarEvent) => event.kind === 'activity';

/**
 * The calendar itself (react-big-calendar): weeks start on Monday, 600 px high (001 section 2). A click or drag over
 * empty space adds an activity there; an activity is dragged to move it and by its edge to change its length, in
 * the hours' views (in the month, whole days would be added).
 */
export function PlannerCalendar({
  events,
  date,
  view,
  onNavigate,
  onView,
  onSelectSlot,
  onSelectActivity,
  onMoveActivity,
}: PlannerCalendarProps) {
  const { t, i18n } = useTranslation('planning');
  const culture = i18n.language === 'af' ? 'af' : 'en-gb';
  // The dayjs localizer takes the first day of the week from dayjs's global locale, not from `culture`: school
  // weeks start on Monday (en-GB and af), so that locale is used while the calendar is on screen.
  useEffect(() => {
    const previous = dayjs.locale();
    dayjs.locale(culture);
    return () => void dayjs.locale(previous);
  }, [culture]);
  const messages = useMemo(
    () => ({
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      month: t('calendar.view.month'),
      week: t('calendar.view.week'),
      day: t('calendar.view.day'),
      fourDays: t('calendar.view.fourDays'),
      allDay: t('calendar.allDay'),
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      noEventsInRange: t('calendar.noEvents'),
      showMore: (count: number) => t('calendar.showMore', { count }),
    }),
    [t],
  );

  return (
    <div className={`planner-calendar planner-calendar-${view}`} data-testid="planner-calendar">
      <DragAndDropCalendar
        localizer={localizer}
        culture={culture}
        events={events}
        date={date}
        view={view as View}
        views={views}
        toolbar={false}
        messages={messages}
        style={{ height: 600 }}
        scrollToTime={scrollToTime}
        selectable
        popup={false}
        drilldownView="day"
        onNavigate={(next) => onNavigate(next)}
        onView={(next) => onView(next as CalendarView)}
        onShowMore={(_, day) => {
          onNavigate(day);
          onView('day');
        }}
        onSelectSlot={(slot: SlotInfo) => {
          const { start, end } = quickAddTimes(slot, view);
          onSelectSlot(start, end);
        }}
        draggableAccessor={isActivity}
        resizableAccessor={isActivity}
        resizable={view !== 'month'}
        onEventDrop={({ event, start, end }: EventInteractionArgs<CalendarEvent>) =>
          onMoveActivity(event, new Date(start), new Date(end))
        }
        onEventResize={({ event, start, end }: EventInteractionArgs<CalendarEvent>) =>
          onMoveActivity(event, new Date(start), new Date(end))
        }
        onSelectEvent={(event) => event.kind === 'activity' && onSelectActivity(event)}
        tooltipAccessor={(event) => event.title}
        eventPropGetter={(event) => ({
          className: `calendar-event calendar-event-${event.kind}`,
          style: { backgroundColor: event.color, borderColor: event.color },
        })}
      />
    </div>
  );
}

import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import { TimeGrid } from './bigCalendar';

interface FourDayViewProps extends Record<string, unknown> {
  date: Date;
  localizer: DateLocalizer;
}

const length = 4;

function range(date: Date, localizer: DateLocalizer): Date[] {
  const start = localizer.startOf(date, 'day');
  return Array.from({ length }, (_, index) => localizer.add(start, index, 'day'));
}

/** Four days from the chosen date in the week layout (001 section 2, view "4 days"). */
export function FourDayView({ date, localizer, ...props }: FourDayViewProps) {
  return (
    <TimeGrid
      {...props}
      range={range(date, localizer)}
      eventOffset={15}
      localizer={localizer}
      min={props.min ?? localizer.startOf(new Date(), 'day')}
      max={props.max ?? localizer.endOf(new Date(), 'day')}
      scrollToTime={props.scrollToTime ?? localizer.startOf(new Date(), 'day')}
      enableAutoScroll={props.enableAutoScroll ?? true}
    />
  );
}

FourDayView.range = (date: Date, { localizer }: { localizer: DateLocalizer }) => range(date, localizer);

FourDayView.navigate = (date: Date, action: NavigateAction, { localizer }: { localizer: DateLocalizer }) => {
  if (action === 'PREV') return localizer.add(date, -length, 'day');
  if (action === 'NEXT') return localizer.add(date, length, 'day');
  return date;
};

FourDayView.title = (date: Date, { localizer }: TitleOptions & { localizer: DateLocalizer }) => {
  const days = range(date, localizer);
  return `${localizer.format(days[0], 'MMMM DD')} – ${localizer.format(days[days.length - 1], 'MMMM DD')}`;
};

import type { ComponentType } from 'react';
import type { Calendar as CalendarType, dayjsLocalizer as dayjsLocalizerType } from 'react-big-calendar';
import CalendarModule from 'react-big-calendar/lib/Calendar';
import withDragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';
import dayjsLocalizerModule from 'react-big-calendar/lib/localizers/dayjs';
import TimeGridModule from 'react-big-calendar/lib/TimeGrid';

/**
 * react-big-calendar's calendar, dayjs localizer, time grid (which FourDayView builds on, as its custom-view example
 * does) and drag-and-drop addon from its CommonJS files: the grid is not in its ES bundle's exports, and importing
 * both would carry two copies of it; its CommonJS index would bring every localizer. The addon's own index is the
 * addon alone, over the same CommonJS files.
 * Depending on the bundler's interop a default import is the export itself or the exports object.
 */
function unwrap(module: unknown): unknown {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
}

export const Calendar = unwrap(CalendarModule) as typeof CalendarType;
export const dayjsLocalizer = unwrap(dayjsLocalizerModule) as typeof dayjsLocalizerType;

export const withDragAndDrop = unwrap(withDragAndDropModule) as typeof withDragAndDropModule;

export const TimeGrid = unwrap(TimeGridModule) as ComponentType<Record<string, unknown>>;

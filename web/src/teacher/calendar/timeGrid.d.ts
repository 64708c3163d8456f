// react-big-calendar's time grid, which its own custom-view example builds on; the package ships no types for it.
// It is a CommonJS module: depending on the bundler's interop the default import is the component or its exports.
declare module 'react-big-calendar/lib/TimeGrid' {
  const TimeGrid: unknown;
  export default TimeGrid;
}

// The calendar and its dayjs localizer, imported from their CommonJS files (bigCalendar.ts types them).
declare module 'react-big-calendar/lib/Calendar' {
  const Calendar: unknown;
  export default Calendar;
}

declare module 'react-big-calendar/lib/localizers/dayjs' {
  const dayjsLocalizer: unknown;
  export default dayjsLocalizer;
}

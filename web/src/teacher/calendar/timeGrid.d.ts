// react-big-calendar's time grid, which its own custom-view example builds on; the package ships no types for it.
// It is a CommonJS module: depending on the bundler's interop the default import is the component or its exports.
declare module 'react-big-calendar/lib/TimeGrid' {
  import type { ComponentType } from 'react';

  const TimeGrid: ComponentType<Record<string, unknown>> | { default: ComponentType<Record<string, unknown>> };
  export default TimeGrid;
}

import { createContext, useContext } from 'react';
import type { AppData } from './apollo/client';

export const AppDataContext = createContext<AppData | null>(null);

/** The Apollo client, its cache persistor and the offline queue, created once at start-up. */
export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData needs the AppDataContext');
  return data;
}

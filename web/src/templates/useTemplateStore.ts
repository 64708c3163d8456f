import { useApolloClient, useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { useAuth } from '../app/auth/authContext';
import type { Bookkeeping, Values } from './templateRecords';
import type { Mutate, RecordList, TeacherTemplateSource, TeacherTemplateWrites, TemplateSource, TemplateWrites } from './templateWrites';
import { teacherTemplateWrites, templateWrites } from './templateWrites';

/** A source's records (tombstones left out) and its writes. */
export interface TemplateStore<R, Draft> extends TemplateWrites<R, Draft> {
  /** The shared templates (admins) rather than a teacher's own. */
  shared: boolean;
  items: R[];
  loading: boolean;
}

export type TeacherTemplateStore<R, Draft, Shared extends { id: string }> = TemplateStore<R, Draft> & TeacherTemplateWrites<R, Draft, Shared>;

/** The records of a source, loaded by its list query (also from the cache offline). */
function useRecords<R extends Bookkeeping>(source: { shared: boolean; list: RecordList<R> }) {
  const { data, loading } = useQuery(source.list.document);
  const raw = data?.[source.list.field]?.items;
  const items = useMemo(() => (raw ?? []).filter((item) => !item._deleted), [raw]);
  return { shared: source.shared, items, loading: loading && !raw };
}

/** Apollo's mutate and the signed-in teacher's profile id, the writes' two needs from the app. */
function useWriteContext(): { mutate: Mutate; profileId: string | null } {
  const client = useApolloClient();
  const { user } = useAuth();
  const profileId = user?.teacherProfile?.id ?? null;
  return useMemo(() => ({ mutate: (options) => client.mutate(options), profileId }), [client, profileId]);
}

/** One source's store (the shared lesson or assessment templates). */
export function useTemplateStore<R extends Bookkeeping, Draft, V extends Values, CreateInput>(source: TemplateSource<R, Draft, V, CreateInput>): TemplateStore<R, Draft> {
  const records = useRecords(source);
  const { mutate, profileId } = useWriteContext();
  const writes = useMemo(() => templateWrites(source, mutate, profileId), [source, mutate, profileId]);
  return { ...records, ...writes };
}

/** A teacher's own store: also their own template from a shared one. */
export function useTeacherTemplateStore<R extends Bookkeeping, Draft, V extends Values, CreateInput, Shared extends { id: string }>(
  source: TeacherTemplateSource<R, Draft, V, CreateInput, Shared>,
): TeacherTemplateStore<R, Draft, Shared> {
  const records = useRecords(source);
  const { mutate, profileId } = useWriteContext();
  const writes = useMemo(() => teacherTemplateWrites(source, mutate, profileId), [source, mutate, profileId]);
  return { ...records, ...writes };
}

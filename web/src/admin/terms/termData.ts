import { useMutation } from '@apollo/client';
import type { TermFieldsFragment, BiweekInput } from '../../gql/graphql';
import { CreateTermDocument, DeleteTermDocument, UpdateTermDocument } from './operations';

export type TermRecord = TermFieldsFragment;
export type BiweekRecord = NonNullable<TermRecord['biweeks']>[number];

export interface TermChanges {
  label: string;
  start: string;
  end: string;
  provinces: string[];
}

/** A term's biweeks as the API takes them back (no __typename). */
export function biweekInputs(biweeks: readonly BiweekRecord[] | null | undefined): BiweekInput[] {
  return (biweeks ?? []).map(({ label, start, end, color }) => ({ label, start, end, color }));
}

/** Term writes (admin, online only): each refreshes the list shown. */
export function useTermMutations(refetch: () => unknown) {
  const [create] = useMutation(CreateTermDocument);
  const [update] = useMutation(UpdateTermDocument);
  const [remove] = useMutation(DeleteTermDocument);
  return {
    create: async (changes: TermChanges) => {
      await create({ variables: { input: { ...changes, biweeks: [] } } });
      await refetch();
    },
    update: async (term: TermRecord, changes: Partial<TermChanges> & { biweeks?: BiweekInput[] }) => {
      await update({ variables: { input: { id: term.id, _version: term._version, ...changes } } });
    },
    remove: async (term: TermRecord) => {
      await remove({ variables: { input: { id: term.id, _version: term._version } } });
      await refetch();
    },
  };
}

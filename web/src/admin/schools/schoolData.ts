import { useMutation } from '@apollo/client';
import type { SchoolFieldsFragment } from '../../gql/graphql';
import { CreateSchoolDocument, DeleteSchoolDocument, UpdateSchoolDocument } from './operations';

export type SchoolRecord = SchoolFieldsFragment;

export interface SchoolChanges {
  name: string;
  isGeneric: boolean;
  provinces: string[];
  schoolImgKey: string | null;
}

/** School writes (admin, online only); a new school carries the id its logo was uploaded under. */
export function useSchoolMutations(refetch: () => unknown) {
  const [create] = useMutation(CreateSchoolDocument);
  const [update] = useMutation(UpdateSchoolDocument);
  const [remove] = useMutation(DeleteSchoolDocument);
  return {
    create: async (id: string, changes: SchoolChanges) => {
      await create({ variables: { input: { id, ...changes } } });
      await refetch();
    },
    update: async (school: SchoolRecord, changes: SchoolChanges) => {
      await update({ variables: { input: { id: school.id, _version: school._version, ...changes } } });
    },
    remove: async (school: SchoolRecord) => {
      await remove({ variables: { input: { id: school.id, _version: school._version } } });
      await refetch();
    },
  };
}

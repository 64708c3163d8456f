import type { ApolloClient } from '@apollo/client';
import { ApolloError, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import type { UpdateTeacherProfileInput, UpdateTeacherProfileMutation } from '../../gql/graphql';
import type { TeacherProfileRecord } from '../auth/authContext';
import { UpdateTeacherProfileDocument } from './operations';

export type TeacherProfileChanges = Omit<UpdateTeacherProfileInput, 'id' | '_version'>;

/** What the profile will look like once the server has the change: shown meanwhile, also while offline. */
export function optimisticProfile(
  profile: TeacherProfileRecord,
  changes: TeacherProfileChanges,
): UpdateTeacherProfileMutation {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = {
    __typename: 'TeacherProfile' as const,
    ...profile,
    ...defined,
    _version: profile._version + 1,
    updatedAt: new Date().toISOString(),
    _lastChangedAt: Date.now(),
  };
  return { updateTeacherProfile: updated };
}

/**
 * Saves teacher profile fields through the offline queue: works offline, survives a reload, reaches the server
 * once on reconnect. Resolves when the server answered, or at once with the optimistic record while offline.
 */
export function useUpdateTeacherProfile(): (
  profile: TeacherProfileRecord,
  changes: TeacherProfileChanges,
) => Promise<void> {
  const [mutate] = useMutation(UpdateTeacherProfileDocument);
  return useCallback(
    async (profile, changes) => {
      await mutate({
        variables: { input: { id: profile.id, _version: profile._version, ...changes } },
        optimisticResponse: optimisticProfile(profile, changes),
        context: { offline: true },
      });
    },
    [mutate],
  );
}

/**
 * A direct (online-only) profile update that follows the server's _version once when it answers CONFLICT:
 * used for the session token, which is the app's own bookkeeping rather than the teacher's edit.
 */
export async function updateProfileNow(
  client: ApolloClient<unknown>,
  profile: TeacherProfileRecord,
  changes: TeacherProfileChanges,
): Promise<void> {
  const send = (version: number) =>
    client.mutate({
      mutation: UpdateTeacherProfileDocument,
      variables: { input: { id: profile.id, _version: version, ...changes } },
      optimisticResponse: optimisticProfile({ ...profile, _version: version }, changes),
    });
  try {
    await send(profile._version);
  } catch (error) {
    const current = conflictingVersion(error);
    if (current === null) throw error;
    await send(current);
  }
}

function conflictingVersion(error: unknown): number | null {
  if (!(error instanceof ApolloError)) return null;
  const conflict = error.graphQLErrors.find((graphQLError) => graphQLError.extensions?.code === 'CONFLICT');
  const current = conflict?.extensions?.current as { _version?: unknown } | undefined;
  return typeof current?._version === 'number' ? current._version : null;
}

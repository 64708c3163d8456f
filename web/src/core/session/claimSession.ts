import type { ApolloClient } from '@apollo/client';
import type { TeacherProfileRecord } from '../auth/authContext';
import { updateProfileNow } from '../profile/teacherProfileMutations';
import { finishClaim, startClaim } from './sessionToken';

/**
 * Makes this window the teacher's one session: a new timestamp token, kept locally and written to the profile
 * (on sign-in, on 'Use Here', and again after a reload that interrupted the write). The optimistic profile update
 * makes both agree at once, so the other-window warning does not flash while the write is on its way.
 */
export function claimSession(
  client: ApolloClient<unknown>,
  profile: TeacherProfileRecord | null | undefined,
): Promise<void> {
  // One claim at a time in this page: a second caller (sign-in and the watcher, say) joins the running one.
  inFlight ??= claim(client, profile).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let inFlight: Promise<void> | null = null;

async function claim(client: ApolloClient<unknown>, profile: TeacherProfileRecord | null | undefined): Promise<void> {
  const sessionToken = startClaim();
  if (!profile) return;
  try {
    await updateProfileNow(client, profile, { sessionToken });
    finishClaim();
  } catch (error) {
    console.error('The session token could not be saved', error);
  }
}

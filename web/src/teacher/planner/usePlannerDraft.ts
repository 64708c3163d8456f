import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Answer, Answers } from './plannerModel';

interface Draft {
  templateId: string | null;
  name: string;
  answers: Answers;
  started: boolean;
}

const storageKey = 'classroom.plannerDraft';

function readDraft(templateId: string | null): Draft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Draft | null;
    if (saved && saved.templateId === templateId) return saved;
  } catch {
    // a broken draft is dropped
  }
  return { templateId, name: '', answers: {}, started: false };
}

/**
 * The name and answers being planned, kept in this tab's session storage: a reload or a trip to another screen
 * and Back returns to the same answers (the step and template are in the URL).
 */
export function usePlannerDraft(templateId: string | null) {
  const [draft, setDraft] = useState<Draft>(() => readDraft(templateId));
  // Another template: its saved draft (or a new one), keeping the name typed so far.
  if (draft.templateId !== templateId) setDraft({ ...readDraft(templateId), name: draft.name });

  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(draft));
  }, [draft]);

  const setName = useCallback((name: string) => setDraft((current) => ({ ...current, name })), []);
  const setAnswer = useCallback(
    (key: string, answer: Answer) =>
      setDraft((current) => ({ ...current, answers: { ...current.answers, [key]: answer } })),
    [],
  );
  const reset = useCallback((answers: Answers) => setDraft((current) => ({ ...current, answers, started: true })), []);
  /** Saved: the answers stay on screen (the success dialog, the preview) but are no longer offered after a reload. */
  const forget = useCallback(() => sessionStorage.removeItem(storageKey), []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(storageKey);
    setDraft({ templateId, name: '', answers: {}, started: false });
  }, [templateId]);

  return useMemo(
    () => ({
      name: draft.name,
      answers: draft.answers,
      started: draft.started,
      setName,
      setAnswer,
      reset,
      forget,
      clear,
    }),
    [draft, setName, setAnswer, reset, forget, clear],
  );
}

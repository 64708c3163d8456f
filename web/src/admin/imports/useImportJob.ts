import { useEffect, useState } from 'react';
import { messageOf } from '../../core/errors';
import { importJob, type ImportJob } from './importsApi';

/** How often the screen asks for the job's progress while it runs. */
const pollInterval = 500;

interface JobProgress {
  job: ImportJob | null;
  /** Why the progress could not be read (in the user's language); polling stops. */
  error: string | null;
}

/**
 * Follows an import job on the server: asks for it every half second until it is done or failed, and stops when
 * the screen goes away or follows another job.
 */
export function useImportJob(jobId: string | null): JobProgress {
  const [progress, setProgress] = useState<JobProgress & { id: string | null }>({ id: null, job: null, error: null });

  useEffect(() => {
    if (!jobId) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const job = await importJob(jobId, abort.signal);
        if (abort.signal.aborted) return;
        setProgress({ id: jobId, job, error: null });
        if (job.state === 'running') timer = setTimeout(() => void poll(), pollInterval);
      } catch (error) {
        if (abort.signal.aborted) return;
        setProgress((current) => ({ ...current, id: jobId, error: messageOf(error) }));
      }
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [jobId]);

  // A new job id shows nothing of the one before.
  return progress.id === jobId ? progress : { job: null, error: null };
}

/**
 * The fault script's load: each teacher reads her planning and writes it (two creates to each update) through both
 * processes in turn, as the web app's offline queue does: every write carries an Idempotency-Key and is sent again
 * with the same key until it is answered, so that a write is applied once whatever the database did meanwhile.
 * Every acknowledged write (a 200 with the record) is kept with the phase it was answered in.
 */
import { randomUUID } from 'node:crypto';
import { graphql, type Teacher } from '../lib/server-process.ts';

export interface AcknowledgedWrite {
  teacher: number;
  id: string;
  version: number;
  phase: string;
}

interface Activity {
  id: string;
  _version: number;
}

export interface LoadOptions {
  urls: string[];
  teachers: Teacher[];
  /** Pause between one teacher's requests, ms: the load's pace. */
  paceMs: number;
  requestTimeoutMs: number;
}

const createActivity =
  'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id _version } }';
const updateActivity =
  'mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { id _version } }';
const readPlanning = '{ listTeacherActivities(limit: 20) { items { id _version } } }';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PlanningLoad {
  readonly acknowledged: AcknowledgedWrite[] = [];
  /** Requests that failed (no answer in time, a 5xx, a GraphQL error), retried or not. */
  failedRequests = 0;
  /** Writes given up on: answered with an error that sending again would not change. */
  refusedWrites = 0;
  reads = 0;
  phase = 'warm-up';
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = true;
    this.loops = this.options.teachers.map((teacher, index) => this.teacherLoop(teacher, index));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async teacherLoop(teacher: Teacher, index: number): Promise<void> {
    const { urls, paceMs } = this.options;
    const records: Activity[] = [];
    for (let turn = index; this.running; turn += 1) {
      // A read and a write in turn, each pair through the next process.
      const url = urls[Math.floor(turn / 2) % urls.length];
      if (turn % 2 === 0) {
        await this.read(url, teacher);
      } else if (records.length === 0 || turn % 6 !== 5) {
        const id = randomUUID();
        const start = Date.UTC(2026, 2, 2, 6) + (turn % 400) * 3_600_000;
        const input = {
          id,
          label: `fault ${turn}`,
          type: 'Lesson',
          color: 'red darken-1',
          startDateTime: new Date(start).toISOString(),
          endDateTime: new Date(start + 3_600_000).toISOString(),
          teacherprofileID: teacher.profileId,
        };
        const written = await this.write(url, teacher, index, createActivity, 'createTeacherActivity', input);
        if (written) records.push(written);
      } else {
        // One of her recent records: a change superseded by a newer one is no loss, so most writes are creates.
        const at = Math.max(0, records.length - 1 - (turn % 5));
        const record = records[at];
        const input = { id: record.id, _version: record._version, label: `fault ${turn} edited` };
        const written = await this.write(url, teacher, index, updateActivity, 'updateTeacherActivity', input);
        if (written) records[at] = written;
        else records.splice(at, 1);
      }
      await pause(paceMs);
    }
  }

  private async read(url: string, teacher: Teacher): Promise<void> {
    const answer = await graphql(url, teacher.token, readPlanning, {}, {}, this.options.requestTimeoutMs).catch(
      () => null,
    );
    if (answer?.status === 200 && !answer.body.errors) this.reads += 1;
    else this.failedRequests += 1;
  }

  /**
   * Sends the write with one Idempotency-Key until it is answered: the record on a 200, null when refused for
   * good (an error that is not the database or the process being away) or when the load stops first.
   */
  private async write(
    url: string,
    teacher: Teacher,
    index: number,
    query: string,
    field: string,
    input: Record<string, unknown>,
  ): Promise<Activity | null> {
    const headers = { 'Idempotency-Key': randomUUID() };
    while (this.running) {
      const answer = await graphql<Record<string, Activity>>(
        url,
        teacher.token,
        query,
        { input },
        headers,
        this.options.requestTimeoutMs,
      ).catch(() => null);
      const written = answer?.status === 200 && !answer.body.errors ? answer.body.data?.[field] : undefined;
      if (written) {
        this.acknowledged.push({ teacher: index, id: written.id, version: written._version, phase: this.phase });
        return written;
      }
      this.failedRequests += 1;
      const code = answer?.body.errors?.[0]?.extensions?.code;
      const retryLater =
        !answer || answer.status >= 500 || code === 'SERVICE_UNAVAILABLE' || code === 'INTERNAL_SERVER_ERROR';
      if (!retryLater) {
        this.refusedWrites += 1;
        return null;
      }
      // The offline queue's pace while the server is away.
      await pause(250);
    }
    return null;
  }
}

/**
 * Crash test of acknowledged writes on the embedded database: teachers write concurrently (planning creates and
 * updates, class creates, cart adds and removes; no Idempotency-Key, nothing resent), the server is killed (-9) at
 * a random moment mid-stream, started again on the same DATA_DIR, and every write the server acknowledged (HTTP 200
 * with its data) must be there. The write in flight at the kill (at most one per teacher) may or may not have
 * landed: both are counted, as information. Repeated for `rounds` kills on the one data directory.
 *
 *   npm run crash:writes [-- --rounds 5 --teachers 8 --writes 150]
 *
 * test/api/crash-writes.test.ts runs a short form in CI.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from './build-steps.ts';
import { freePort, graphql, Server, serverEnv, signUpTeacher, type Teacher } from './lib/server-process.ts';
import { numberFlag } from './lib/flags.ts';

export const writeKinds = ['activity create', 'activity update', 'class create', 'cart add', 'cart remove'] as const;
export type WriteKind = (typeof writeKinds)[number];

export interface KindFigures {
  sent: number;
  acknowledged: number;
  /** Acknowledged, yet not there after the restart: must be 0. */
  missing: number;
  /** In flight at the kill, not acknowledged: found applied after the restart, or not. */
  unacknowledgedLanded: number;
  unacknowledgedNotLanded: number;
}

export interface CrashWritesReport {
  rounds: number;
  teachers: number;
  byKind: Record<WriteKind, KindFigures>;
  /** Acknowledged writes before each kill. */
  acknowledgedPerRound: number[];
  missing: number;
}

export interface CrashWritesOptions {
  rounds: number;
  teachers: number;
  /** Each round kills after a random number of acknowledged writes between a quarter of this and all of it. */
  writes: number;
  log?: (line: string) => void;
}

/** What one teacher has, as the acknowledged writes (and the in-flight write, once known to have landed) left it. */
interface TeacherState {
  teacher: Teacher;
  activities: Map<string, { label: string; version: number }>;
  classes: Set<string>;
  cart: Set<string>;
}

/** A write whose effect can be looked for after the restart. */
interface Write {
  kind: WriteKind;
  /** Applies the write to the expected state. */
  apply(state: TeacherState): void;
  send(url: string, state: TeacherState): Promise<boolean>;
}

interface Found {
  activities: Map<string, string>;
  classes: Set<string>;
  cart: Set<string>;
}

const slot = (index: number) => ({
  startDateTime: new Date(Date.UTC(2026, 2, 2, 6) + index * 3_600_000).toISOString(),
  endDateTime: new Date(Date.UTC(2026, 2, 2, 7) + index * 3_600_000).toISOString(),
});

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

/** The next write for this teacher: a random kind among those her state allows. */
function nextWrite(state: TeacherState, sequence: number, products: string[], subjectId: string): Write {
  const { teacher } = state;
  const options: Write[] = [];
  const id = randomUUID();
  options.push({
    kind: 'activity create',
    apply: (s) => s.activities.set(id, { label: `write ${sequence}`, version: 1 }),
    send: async (url) => {
      const answer = await graphql<{ createTeacherActivity: { id: string } }>(
        url,
        teacher.token,
        'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
        {
          input: {
            id,
            label: `write ${sequence}`,
            type: 'Lesson',
            color: 'red darken-1',
            teacherprofileID: teacher.profileId,
            ...slot(sequence),
          },
        },
      );
      return answer.status === 200 && answer.body.data?.createTeacherActivity.id === id;
    },
  });
  if (state.activities.size > 0) {
    const [activityId, current] = pick([...state.activities]);
    const label = `update ${sequence}`;
    options.push({
      kind: 'activity update',
      apply: (s) => s.activities.set(activityId, { label, version: current.version + 1 }),
      send: async (url) => {
        const answer = await graphql<{ updateTeacherActivity: { label: string; _version: number } }>(
          url,
          teacher.token,
          'mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { label _version } }',
          { input: { id: activityId, _version: current.version, label } },
        );
        const updated = answer.body.data?.updateTeacherActivity;
        return answer.status === 200 && updated?.label === label && updated._version === current.version + 1;
      },
    });
  }
  const classId = randomUUID();
  options.push({
    kind: 'class create',
    apply: (s) => s.classes.add(classId),
    send: async (url) => {
      const answer = await graphql<{ createTeacherClassSubject: { id: string } }>(
        url,
        teacher.token,
        'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
        {
          input: { id: classId, name: `class ${sequence}`, subjectID: subjectId, teacherprofileID: teacher.profileId },
        },
      );
      return answer.status === 200 && answer.body.data?.createTeacherClassSubject.id === classId;
    },
  });
  const absent = products.filter((product) => !state.cart.has(product));
  if (absent.length > 0) {
    const productId = pick(absent);
    options.push({
      kind: 'cart add',
      apply: (s) => s.cart.add(productId),
      send: async (url) => {
        const answer = await graphql<{ addToCart: { orderProducts: { id: string }[] } }>(
          url,
          teacher.token,
          'mutation($input: AddToCartInput!) { addToCart(input: $input) { orderProducts { id } } }',
          { input: { productId } },
        );
        const items = answer.body.data?.addToCart.orderProducts ?? [];
        return answer.status === 200 && items.some((item) => item.id === productId);
      },
    });
  }
  if (state.cart.size > 0) {
    const productId = pick([...state.cart]);
    options.push({
      kind: 'cart remove',
      apply: (s) => s.cart.delete(productId),
      send: async (url) => {
        const answer = await graphql<{ removeFromCart: { orderProducts: { id: string }[] } | null }>(
          url,
          teacher.token,
          'mutation($input: RemoveFromCartInput!) { removeFromCart(input: $input) { orderProducts { id } } }',
          { input: { productId } },
        );
        const items = answer.body.data?.removeFromCart?.orderProducts;
        return answer.status === 200 && items !== undefined && !items.some((item) => item.id === productId);
      },
    });
  }
  return pick(options);
}

/** The teacher's activities, classes and cart as the restarted server answers them. */
async function readBack(url: string, teacher: Teacher): Promise<Found> {
  const answer = await graphql<{
    listTeacherActivities: { items: { id: string; label: string }[]; nextToken: string | null };
    listTeacherClassSubjects: { items: { id: string }[]; nextToken: string | null };
    cart: { orderProducts: { id: string }[] } | null;
  }>(
    url,
    teacher.token,
    `
      {
        listTeacherActivities(limit: 1000) {
          items {
            id
            label
          }
          nextToken
        }
        listTeacherClassSubjects(limit: 1000) {
          items {
            id
          }
          nextToken
        }
        cart {
          orderProducts {
            id
          }
        }
      }
    `,
  );
  const data = answer.body.data;
  if (!data || data.listTeacherActivities.nextToken || data.listTeacherClassSubjects.nextToken) {
    throw new Error(`reading back failed: ${JSON.stringify(answer.body).slice(0, 500)}`);
  }
  return {
    activities: new Map(data.listTeacherActivities.items.map((item) => [item.id, item.label])),
    classes: new Set(data.listTeacherClassSubjects.items.map((item) => item.id)),
    cart: new Set((data.cart?.orderProducts ?? []).map((item) => item.id)),
  };
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/** Does what the server holds match this expected state (every activity, class and cart item as expected)? */
function matches(state: TeacherState, found: Found): boolean {
  for (const [id, { label }] of state.activities) if (found.activities.get(id) !== label) return false;
  return (
    found.activities.size === state.activities.size &&
    sameSet(state.classes, found.classes) &&
    sameSet(state.cart, found.cart)
  );
}

function copy(state: TeacherState): TeacherState {
  return {
    teacher: state.teacher,
    activities: new Map([...state.activities].map(([id, value]) => [id, { ...value }])),
    classes: new Set(state.classes),
    cart: new Set(state.cart),
  };
}

async function catalogue(url: string, token: string): Promise<{ products: string[]; subjectId: string }> {
  const answer = await graphql<{
    shopItems: { items: { id?: string; questions?: { required: boolean | null }[] | null }[] };
    listSubjects: { items: { id: string }[] };
  }>(
    url,
    token,
    `
      {
        shopItems(limit: 50) {
          items {
            ... on Product {
              id
              questions {
                required
              }
            }
          }
        }
        listSubjects(limit: 1) {
          items {
            id
          }
        }
      }
    `,
  );
  const products = (answer.body.data?.shopItems.items ?? [])
    .filter((item) => item.id && !item.questions?.some((question) => question.required))
    .map((item) => String(item.id));
  const subjectId = answer.body.data?.listSubjects.items[0]?.id;
  if (products.length < 2 || !subjectId) throw new Error(`no demo catalogue: ${JSON.stringify(answer.body)}`);
  return { products: products.slice(0, 6), subjectId };
}

function emptyFigures(): Record<WriteKind, KindFigures> {
  return Object.fromEntries(
    writeKinds.map((kind) => [
      kind,
      { sent: 0, acknowledged: 0, missing: 0, unacknowledgedLanded: 0, unacknowledgedNotLanded: 0 },
    ]),
  ) as Record<WriteKind, KindFigures>;
}

export async function crashWrites(options: CrashWritesOptions): Promise<CrashWritesReport> {
  const log = options.log ?? (() => undefined);
  const entry = await ensureServerBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'classroom-crash-writes-'));
  const url = `http://127.0.0.1:${await freePort()}`;
  // The demo catalogue and reference data give the cart products and the classes a subject.
  const env = serverEnv(new URL(url).port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    SIGNUP_PER_HOUR: '1000',
  });
  const server = new Server(entry, env, url);
  const byKind = emptyFigures();
  const acknowledgedPerRound: number[] = [];
  let sequence = 0;
  try {
    await server.start();
    const teachers = await Promise.all(
      Array.from({ length: options.teachers }, () => signUpTeacher(url, 'crash-writes')),
    );
    const { products, subjectId } = await catalogue(url, teachers[0].token);
    const states: TeacherState[] = teachers.map((teacher) => ({
      teacher,
      activities: new Map(),
      classes: new Set(),
      cart: new Set(),
    }));

    for (let round = 1; round <= options.rounds; round += 1) {
      const killAfter = Math.ceil(options.writes / 4 + (Math.random() * options.writes * 3) / 4);
      let acknowledged = 0;
      const killing: { done?: Promise<void> } = {};
      const inFlight = new Map<TeacherState, Write>();

      const writer = async (state: TeacherState) => {
        while (!killing.done) {
          sequence += 1;
          const write = nextWrite(state, sequence, products, subjectId);
          byKind[write.kind].sent += 1;
          inFlight.set(state, write);
          const ok = await write.send(url, state).catch(() => false);
          if (!ok && !killing.done) throw new Error(`${write.kind} was refused before the kill`);
          if (!ok) return; // the kill: the server stopped answering
          inFlight.delete(state);
          write.apply(state);
          byKind[write.kind].acknowledged += 1;
          acknowledged += 1;
          if (acknowledged >= killAfter && !killing.done) {
            // A random moment within the next few writes, so the kill lands mid-request rather than between.
            killing.done = new Promise((resolve) => setTimeout(resolve, Math.random() * 20)).then(() => server.kill());
          }
        }
      };
      await Promise.all(states.map(writer));
      await killing.done;
      acknowledgedPerRound.push(acknowledged);

      await server.start();
      for (const state of states) {
        const found = await readBack(url, state.teacher);
        const pending = inFlight.get(state);
        if (matches(state, found)) {
          if (pending) byKind[pending.kind].unacknowledgedNotLanded += 1;
          continue;
        }
        if (pending) {
          const landed = copy(state);
          pending.apply(landed);
          if (matches(landed, found)) {
            byKind[pending.kind].unacknowledgedLanded += 1;
            pending.apply(state);
            continue;
          }
        }
        countMissing(state, found, byKind);
        // Carry on from what the server holds, so that later rounds check their own writes.
        resetTo(state, found);
      }
      log(
        `round ${round}: killed after ${acknowledged} acknowledged writes; ${totalMissing(byKind)} acknowledged missing so far`,
      );
    }
    return {
      rounds: options.rounds,
      teachers: options.teachers,
      byKind,
      acknowledgedPerRound,
      missing: totalMissing(byKind),
    };
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Attributes the differences between the expected state and what the server holds to the kinds of write. */
function countMissing(state: TeacherState, found: Found, byKind: Record<WriteKind, KindFigures>): void {
  for (const [id, { label }] of state.activities) {
    const stored = found.activities.get(id);
    if (stored === undefined) byKind['activity create'].missing += 1;
    else if (stored !== label) byKind['activity update'].missing += 1;
  }
  for (const id of state.classes) if (!found.classes.has(id)) byKind['class create'].missing += 1;
  for (const id of state.cart) if (!found.cart.has(id)) byKind['cart add'].missing += 1;
  for (const id of found.cart) if (!state.cart.has(id)) byKind['cart remove'].missing += 1;
}

function resetTo(state: TeacherState, found: Found): void {
  state.activities = new Map(
    [...found.activities].map(([id, label]) => [id, { label, version: state.activities.get(id)?.version ?? 1 }]),
  );
  state.classes = new Set(found.classes);
  state.cart = new Set(found.cart);
}

function totalMissing(byKind: Record<WriteKind, KindFigures>): number {
  return writeKinds.reduce((sum, kind) => sum + byKind[kind].missing, 0);
}

export function printCrashWrites(report: CrashWritesReport, print: (line: string) => void): void {
  print(
    `${report.rounds} kills (-9), ${report.teachers} concurrent writers; acknowledged before each kill: ${report.acknowledgedPerRound.join(', ')}`,
  );
  print('kind             sent  acknowledged  missing  in flight: landed  not landed');
  for (const kind of writeKinds) {
    const figures = report.byKind[kind];
    print(
      `${kind.padEnd(15)} ${String(figures.sent).padStart(5)} ${String(figures.acknowledged).padStart(13)} ${String(figures.missing).padStart(8)} ${String(figures.unacknowledgedLanded).padStart(18)} ${String(figures.unacknowledgedNotLanded).padStart(11)}`,
    );
  }
  print(`acknowledged writes missing after the restarts: ${report.missing}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await crashWrites({
    rounds: numberFlag('rounds', 5),
    teachers: numberFlag('teachers', 8),
    writes: numberFlag('writes', 150),
    log: console.log,
  });
  printCrashWrites(report, console.log);
  process.exit(report.missing === 0 ? 0 : 1);
}

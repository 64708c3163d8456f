import { describe, expect, it } from 'vitest';
import { metricsSettings, startMetricsServer } from './metrics-endpoint.ts';
import { countedWhileOpen, observeOperation, observeStatement, registry } from './metrics.ts';

async function values(name: string): Promise<{ labels: Record<string, string | number>; value: number }[]> {
  const metric = await registry.getSingleMetric(name)?.get();
  return (metric?.values ?? []).map(({ labels, value }) => ({
    labels: labels as Record<string, string | number>,
    value,
  }));
}

describe('label values from an open set', () => {
  it('names an operation without a name (anonymous) and an unknown type other', async () => {
    observeOperation('', 'query', 0.01, []);
    observeOperation('Odd', 'fragment', 0.01, []);
    const labels = (await values('graphql_operation_duration_seconds')).map((sample) => sample.labels);
    expect(labels).toContainEqual(expect.objectContaining({ operation: '(anonymous)', type: 'query' }));
    expect(labels).toContainEqual(expect.objectContaining({ operation: 'Odd', type: 'other' }));
  });

  it('keeps the first 200 operation names and counts the rest as other', async () => {
    for (let index = 0; index < 250; index += 1) observeOperation(`Operation${index}`, 'query', 0.01, []);
    observeOperation('Operation3', 'query', 0.01, []);
    const counts = (await values('graphql_operation_duration_seconds')).filter(
      (sample) => sample.labels.le === '+Inf' || sample.labels.le === Infinity,
    );
    const names = new Set(counts.map((sample) => sample.labels.operation));
    // 200 names and 'other': the test above took two places ('(anonymous)', 'Odd'), so 52 of these 250 are other.
    expect(names.size).toBe(201);
    expect(counts.find((sample) => sample.labels.operation === 'other')?.value).toBe(52);
    expect(counts.find((sample) => sample.labels.operation === 'Operation3')?.value).toBe(2);
  });

  it('counts each error code once per operation', async () => {
    observeOperation('Twice', 'mutation', 0.01, ['BAD_USER_INPUT', 'BAD_USER_INPUT', 'FORBIDDEN']);
    const errors = await values('graphql_errors_total');
    expect(errors.find((sample) => sample.labels.code === 'BAD_USER_INPUT')?.value).toBe(1);
    expect(errors.find((sample) => sample.labels.code === 'FORBIDDEN')?.value).toBe(1);
  });

  it('counts a failed statement beside its duration', async () => {
    observeStatement('select widget', 0.002, false);
    observeStatement('select widget', 0.003, true);
    const failed = await values('db_statement_errors_total');
    expect(failed.find((sample) => sample.labels.statement === 'select widget')?.value).toBe(1);
  });
});

describe('open subscriptions', () => {
  const open = async () => (await values('graphql_subscriptions_open'))[0]?.value ?? 0;

  it('counts events while they run and stops when returned, even while waiting for the next', async () => {
    async function* never(): AsyncGenerator<number, void, void> {
      await new Promise(() => undefined);
      yield 1;
    }
    const before = await open();
    const events = countedWhileOpen(never());
    expect(await open()).toBe(before + 1);
    void events.next();
    // A generator's own return waits for the pending next, which never comes: the count must not wait for it.
    void events.return();
    expect(await open()).toBe(before);
    void events.return();
    expect(await open()).toBe(before);
  });

  it('stops counting when the events run out or fail, and passes a plain result through', async () => {
    async function* one(): AsyncGenerator<number, void, void> {
      yield 1;
    }
    async function* failing(): AsyncGenerator<number, void, void> {
      yield await Promise.reject(new Error('gone'));
    }
    const before = await open();
    const events = countedWhileOpen(one());
    expect(await events.next()).toEqual({ value: 1, done: false });
    expect(await open()).toBe(before + 1);
    expect((await events.next()).done).toBe(true);
    expect(await open()).toBe(before);
    await expect(countedWhileOpen(failing()).next()).rejects.toThrow('gone');
    expect(await open()).toBe(before);
    const result = { data: null };
    expect(countedWhileOpen(result)).toBe(result);
  });
});

describe('metricsSettings', () => {
  it('serves nothing unless told, and listens on loopback unless told', () => {
    expect(metricsSettings({})).toEqual({ host: '127.0.0.1' });
    expect(metricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'secret' })).toEqual({
      port: 9464,
      host: '10.0.0.5',
      token: 'secret',
    });
  });

  it('refuses a port that is not one', () => {
    for (const port of ['abc', '-1', '70000', '1.5'])
      expect(() => metricsSettings({ METRICS_PORT: port })).toThrow('METRICS_PORT');
  });
});

describe('the metrics server', () => {
  it('serves GET /metrics alone, to the token when one is set', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', 'a-token');
    try {
      const url = `http://127.0.0.1:${server.port}`;
      const withToken = { authorization: 'Bearer a-token' };
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${url}/metrics`, { headers: withToken });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`${url}/metrics`, { method: 'POST', headers: withToken })).status).toBe(405);
      expect((await fetch(`${url}/`, { headers: withToken })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

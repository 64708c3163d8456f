import { describe, expect, it } from 'vitest';
import type { NoticeInstances } from './notices';
import { NoticeQueue } from './notices';

function instancesShowing(shown: string[]): NoticeInstances {
  const show = (kind: string) => (text: unknown) => void shown.push(`${kind}:${String(text)}`);
  return {
    notification: { warning: (config: { title: string }) => shown.push(`warning:${config.title}`) },
    message: { success: show('success'), error: show('error') },
  } as unknown as NoticeInstances;
}

describe("notices before antd's part has loaded", () => {
  it('asks for the host at the first notice and shows every waiting notice in order once it is there', () => {
    let wanted = 0;
    const queue = new NoticeQueue(() => (wanted += 1));
    const shown: string[] = [];
    queue.run((instances) => instances.message.success('Saved'));
    queue.run((instances) => instances.notification.warning({ title: 'Offline' }));
    expect(wanted).toBeGreaterThan(0);
    expect(shown).toEqual([]);
    queue.ready(instancesShowing(shown));
    expect(shown).toEqual(['success:Saved', 'warning:Offline']);
    queue.run((instances) => instances.message.error('Failed'));
    expect(shown).toEqual(['success:Saved', 'warning:Offline', 'error:Failed']);
  });

  it('keeps notices waiting while the host is gone (unmounted, or its file failed to load) and asks again', () => {
    let wanted = 0;
    const queue = new NoticeQueue(() => (wanted += 1));
    const first: string[] = [];
    queue.ready(instancesShowing(first));
    queue.ready(null);
    queue.run((instances) => instances.message.success('Later'));
    expect(first).toEqual([]);
    expect(wanted).toBe(1);
    const second: string[] = [];
    queue.ready(instancesShowing(second));
    expect(second).toEqual(['success:Later']);
  });
});

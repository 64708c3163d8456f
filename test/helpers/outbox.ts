import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every mail the test server wrote to DATA_DIR/outbox (DATA_DIR is a temporary classroom-test-* folder) that has the marker. */
export function outboxMailsContaining(marker: string): string[] {
  const found: string[] = [];
  for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith('classroom-test-'))) {
    const outbox = join(tmpdir(), dir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(outbox, file), 'utf8');
      if (text.includes(marker)) found.push(text);
    }
  }
  return found;
}

/** The first such mail. */
export function outboxMailContaining(marker: string): string | undefined {
  return outboxMailsContaining(marker)[0];
}

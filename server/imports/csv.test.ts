import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvText, ReportWriter } from './csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CSV files an import writes neutralise formulas (issue 25)', () => {
  it('in an applied import report', async () => {
    const path = join(dir, 'report.csv');
    const writer = new ReportWriter(path);
    await writer.write({ line: 2, status: 'invalid', message: '=HYPERLINK("http://evil.example","x")' });
    await writer.write({ line: 3, status: 'created', message: null });
    await writer.close();
    expect(readFileSync(path, 'utf8')).toBe(
      `line;status;message\n2;invalid;"'=HYPERLINK(""http://evil.example"",""x"")"\n3;created;\n`,
    );
  });

  it('in a text CSV (templates, the image import report)', () => {
    expect(
      csvText([
        ['email', 'phone'],
        ['@evil', '+27821234567'],
        ['-5', 'a;b'],
      ]),
    ).toBe('email;phone\n\'@evil;\'+27821234567\n-5;"a;b"\n');
  });
});

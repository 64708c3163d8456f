/**
 * The GraphQL IDE (a page of its own, graphiql.html) opens in the browser without running any of the app's code:
 * its chunks share libraries with the app's, never the app's entry (issue 16's chunk groups once made it run the
 * app's start-up, which threw on a page without #root).
 */
import { describe, expect, it } from 'vitest';
import { browserPerFile, url } from '../helpers/browser.ts';

const { freshPage } = browserPerFile({ width: 1280, height: 800 });

describe('GraphQL IDE', () => {
  it('opens at /graphql with its editor and no page errors', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/graphql'), { waitUntil: 'load' });
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor').waitFor();
    expect(errors).toEqual([]);
  });
});

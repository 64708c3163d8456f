/**
 * The public website's server side (issue 12, points 4 and 7): the preview of shared product and category links
 * (Open Graph tags in the served index.html, read with the public access rules) and the page a person sees when a
 * protected file link is opened in the browser signed out.
 */
import { describe, expect, it } from 'vitest';
import { gql, serverUrl, uuid } from '../helpers/api.ts';
import { admin, createProduct, pdfBytes, pngOf, uploadAsAdmin } from './catalogue-fixtures.ts';

async function page(path: string, headers: Record<string, string> = { accept: 'text/html' }) {
  const response = await fetch(`${serverUrl()}${path}`, { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() };
}

function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return match ? match[1] : null;
}

async function publishedProduct(title: string, description: unknown) {
  const product = await createProduct({ title, publishDate: undefined });
  const thumbnail = await uploadAsAdmin(`Products/${product.id}`, 'cover.png', await pngOf(60, 40));
  const { accessToken } = await admin();
  const updated = await gql(
    `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id thumbnails } }`,
    {
      input: {
        id: product.id,
        _version: product._version,
        thumbnails: [thumbnail],
        description,
        publishDate: new Date(Date.now() - 60_000).toISOString(),
      },
    },
    { token: accessToken },
  );
  expect(updated.errors).toBeUndefined();
  return { id: product.id, thumbnail };
}

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describe('a shared product link', () => {
  it("shows the published product's title, description and first thumbnail", async () => {
    const title = `Grade 4 Fractions ${uuid()}`;
    const { id, thumbnail } = await publishedProduct(title, paragraph('Ten worksheets on fractions, with memos.'));
    const { status, type, html } = await page(`/product/${id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain(`<title>${title} | Classroom</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe('Ten worksheets on fractions, with memos.');
    expect(meta(html, 'description')).toBe('Ten worksheets on fractions, with memos.');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/product/${id}$`));
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`/files/${thumbnail.split('/').map(encodeURIComponent).join('/')}$`),
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Still the web app: its script is there.
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//);
  });

  it('escapes what the product says', async () => {
    const title = `"><script>alert(1)</script> & ${uuid()}`;
    const { id } = await publishedProduct(title, paragraph(`<img src=x onerror=alert(2)> "quoted" & 'single'`));
    const { html } = await page(`/product/${id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(meta(html, 'og:title')).toBe(
      `&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; ${title.split('& ')[1]}`,
    );
    expect(meta(html, 'og:description')).toBe(
      '&lt;img src=x onerror=alert(2)&gt; &quot;quoted&quot; &amp; &#39;single&#39;',
    );
  });

  it('of an unknown or unpublished product gets the generic preview', async () => {
    const draft = await createProduct({ title: `Draft ${uuid()}`, publishDate: undefined });
    for (const id of [uuid(), draft.id]) {
      const { status, html } = await page(`/product/${id}`);
      expect(status).toBe(200);
      expect(html).toContain('<title>Classroom</title>');
      expect(meta(html, 'og:title')).toBe('Classroom');
      expect(meta(html, 'og:image')).toBeNull();
      expect(html).not.toContain(draft.title);
    }
  });
});

describe('a shared category link', () => {
  it("is titled by the category's name", async () => {
    const { accessToken } = await admin();
    const name = `Natural Sciences <Grade 5> ${uuid()}`;
    const created = await gql<{ createProductCategory: { id: string } }>(
      `mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }`,
      { input: { name } },
      { token: accessToken },
    );
    const id = created.data!.createProductCategory.id;
    const { html } = await page(`/category/${id}`);
    const escaped = name.replace('<', '&lt;').replace('>', '&gt;');
    expect(html).toContain(`<title>${escaped} | Classroom</title>`);
    expect(meta(html, 'og:title')).toBe(escaped);
    expect(meta(html, 'twitter:card')).toBe('summary');
    const unknown = await page(`/category/${uuid()}`);
    expect(meta(unknown.html, 'og:title')).toBe('Classroom');
  });
});

describe('a protected file link opened signed out', () => {
  it('shows a sign-in page in the browser and JSON to an API client', async () => {
    const key = await uploadAsAdmin(`ProductsContent/${uuid()}`, 'worksheet.pdf', pdfBytes());
    const browser = await page(`/files/${key}`, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(browser.status).toBe(401);
    expect(browser.type).toContain('text/html');
    expect(browser.html).toContain('<h1>Sign in to open this file</h1>');
    expect(browser.html).toContain('href="/auth?redirect=');

    const afrikaans = await page(`/files/${key}`, {
      accept: 'text/html',
      'accept-language': 'af-ZA,af;q=0.9,en;q=0.5',
    });
    expect(afrikaans.html).toContain('<html lang="af">');
    expect(afrikaans.html).toContain('Meld aan om hierdie lêer oop te maak');

    const api = await fetch(`${serverUrl()}/files/${key}`);
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(((await api.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('says the link expired when its signature is no longer valid, and not found for no file', async () => {
    const key = await uploadAsAdmin(`ProductsContent/${uuid()}`, 'worksheet.pdf', pdfBytes());
    const expired = await page(`/files/${key}?uid=x&exp=1&sig=abc`);
    expect(expired.status).toBe(401);
    expect(expired.html).toContain('This link has expired');
    const missing = await page(`/files/Products/${uuid()}/none.png`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('File not found');
  });
});

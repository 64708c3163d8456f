import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../http/browser-page.ts';
import { shareTags, summary, withSharePreview } from './share-tags.ts';

const index =
  '<html><head><meta name="description" content="Planning tools." /><title>Classroom</title></head><body></body></html>';

describe('the preview of a shared link', () => {
  it('names the product in the title, description and Open Graph tags', () => {
    const html = withSharePreview(index, {
      title: 'Grade 4 Maths',
      description: 'Worksheets.',
      url: 'https://example.com/product/p1',
      image: 'https://example.com/files/Products/p1/a.png',
    });
    expect(html).toContain('<title>Grade 4 Maths | Classroom</title>');
    expect(html).toContain('<meta name="description" content="Worksheets." />');
    expect(html).toContain('<meta property="og:title" content="Grade 4 Maths" />');
    expect(html).toContain('<meta property="og:image" content="https://example.com/files/Products/p1/a.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes every value', () => {
    const tags = shareTags({ title: '"><script>x</script>', description: "a & b's", url: 'u', image: null });
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(tags).toContain('content="a &amp; b&#39;s"');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain('og:image');
  });

  it('keeps a title with $ patterns as written', () => {
    expect(withSharePreview(index, { title: "R$& 5 $'", description: 'd', url: 'u', image: null })).toContain(
      '<title>R$&amp; 5 $&#39; | Classroom</title>',
    );
  });

  it('summarises a long description on one line at a word', () => {
    const text = summary(`${'word '.repeat(60)}\n\nend`);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('word…')).toBe(true);
    expect(summary('  short\n text ')).toBe('short text');
  });
});

describe('the language of a page the server writes', () => {
  it.each([
    [undefined, 'en'],
    ['af', 'af'],
    ['af-ZA,af;q=0.9,en;q=0.8', 'af'],
    ['en-ZA,en;q=0.9,af;q=0.8', 'en'],
    ['en;q=0.5,af;q=0.9', 'af'],
    ['de, fr', 'en'],
  ])('%s → %s', (header, language) => {
    expect(pageLanguage(header)).toBe(language);
  });
});

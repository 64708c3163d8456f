import { describe, expect, it } from 'vitest';
import { contentFiles, contentNames, loadContent } from './content';
import { contentBlocks, parseContent } from './frontMatter';

describe('a content file', () => {
  it('has its front matter read and left out of the body', () => {
    const { meta, body } = parseContent(
      '---\ndescription: About us: who we are.\nupdated: 2026-11-25\n---\n# About us\n\nText.\n',
    );
    expect(meta).toEqual({ description: 'About us: who we are.', updated: '2026-11-25' });
    expect(body).toBe('# About us\n\nText.\n');
  });

  it('without front matter is all body, with no description', () => {
    expect(parseContent('# Title\n')).toEqual({ meta: { description: '', updated: null }, body: '# Title\n' });
  });

  it('splits :::cards blocks into cards at their ### headings', () => {
    const blocks = contentBlocks('# Team\n\n:::cards\n### Ann\nLead\n\n### Ben\nSupport\n:::\n\nAfter.\n');
    expect(blocks).toEqual([
      { kind: 'markdown', source: '# Team\n\n' },
      { kind: 'cards', cards: ['### Ann\nLead', '### Ben\nSupport'] },
      { kind: 'markdown', source: '\n\nAfter.\n' },
    ]);
  });

  it('leaves an unclosed :::cards as Markdown', () => {
    expect(contentBlocks('Intro\n:::cards\n### Ann\n')).toEqual([
      { kind: 'markdown', source: 'Intro\n:::cards\n### Ann\n' },
    ]);
  });
});

describe('the website texts (web/content)', () => {
  it('are there in English and Afrikaans for every page, and nothing else', () => {
    const expected = contentNames.flatMap((name) => [`en/${name}`, `af/${name}`]).sort();
    expect(contentFiles().sort()).toEqual(expected);
  });

  it.each(contentNames.flatMap((name) => (['en', 'af'] as const).map((language) => [language, name] as const)))(
    '%s/%s.md loads with a description and a heading',
    async (language, name) => {
      const { meta, body } = await loadContent(language, name);
      expect(meta.description.length).toBeGreaterThan(30);
      expect(meta.description.length).toBeLessThanOrEqual(200);
      expect(body).toMatch(/^# \S/m);
    },
  );

  it('say what the product states (000 section 1) in both languages', async () => {
    const text = async (language: 'en' | 'af', name: (typeof contentNames)[number]) =>
      (await loadContent(language, name)).body;
    expect(await text('en', 'terms-conditions')).toContain('18 years or older');
    expect(await text('en', 'terms-conditions')).toContain('one device at a time');
    expect(await text('en', 'terms-conditions')).toContain('PDF files only');
    expect(await text('en', 'refund-policy')).toContain('There are no refunds on digital\nproducts.');
    expect(await text('af', 'terms-conditions')).toContain('18 jaar of ouer');
    expect(await text('en', 'prices')).toContain('Subscriptions were discontinued on 17 December 2024.');
    expect(await text('af', 'prices')).toContain('Intekeninge is op 17 Desember 2024 gestaak.');
    expect(await text('en', 'contact-us')).toContain('08:00 to 17:00, Monday to Friday');
    expect((await text('en', 'prices')).match(/\[Subscribe Now\]\(\/app\/profile\)/g)).toHaveLength(4);
    expect((await text('en', 'meet-the-team')).match(/^### /gm)).toHaveLength(7);
  });
});

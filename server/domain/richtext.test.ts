import { describe, expect, it } from 'vitest';
import { imageUrlProblem, linkUrlProblem, richTextLimits, richTextPlain, validateRichText } from './richtext.ts';

const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks });
const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  children: children.length ? children : [text('')],
});
const cell = (content: string, extra: Record<string, unknown> = {}) => ({
  type: 'table-cell',
  ...extra,
  children: [paragraph(text(content))],
});
const image = (url: string, extra: Record<string, unknown> = {}) => ({
  type: 'image',
  url,
  ...extra,
  children: [text('')],
});

function refused(value: unknown): string {
  const result = validateRichText(value);
  if (result.ok) throw new Error(`expected ${JSON.stringify(value).slice(0, 200)} to be refused`);
  return result.error;
}

describe('valid documents', () => {
  it.each([
    ['nothing', null],
    ['an empty document', []],
    ['plain text', 'The answer is 42'],
    [
      'a paragraph with marks',
      [
        paragraph(
          text('Bold', { bold: true }),
          text(' and '),
          text('all', { italic: true, underline: true, strikethrough: true }),
        ),
      ],
    ],
    [
      'headings one to six, aligned',
      ['one', 'two', 'three', 'four', 'five', 'six'].map((n, i) => ({
        type: `heading-${n}`,
        align: ['left', 'center', 'right', 'justify'][i % 4],
        children: [text(`Heading ${n}`)],
      })),
    ],
    [
      'lists, nested',
      [
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', children: [text('First')] },
            {
              type: 'list-item',
              children: [
                paragraph(text('Second')),
                { type: 'numbered-list', children: [{ type: 'list-item', children: [text('2.1')] }] },
              ],
            },
          ],
        },
      ],
    ],
    [
      'a block quote and a horizontal rule',
      [
        { type: 'block-quote', children: [text('Quoted')] },
        { type: 'horizontal-rule', children: [text('')] },
      ],
    ],
    [
      'links',
      [
        paragraph(
          text('See '),
          { type: 'link', url: 'https://www.education.gov.za/Curriculum', children: [text('CAPS')] },
          text(' or '),
          { type: 'link', url: 'mailto:help@example.com', children: [text('mail us')] },
        ),
      ],
    ],
    [
      'a 3x3 table with a header row, merged and header cells',
      [
        {
          type: 'table',
          children: [
            {
              type: 'table-row',
              children: [cell('Level', { header: true }), cell('Marks', { header: true }), cell('%', { header: true })],
            },
            { type: 'table-row', children: [cell('Knowledge', { colSpan: 2, align: 'center' }), cell('20')] },
            {
              type: 'table-row',
              children: [
                cell('Skills', { rowSpan: 1 }),
                cell('10'),
                { type: 'table-cell', children: [text('inline in a cell')] },
              ],
            },
          ],
        },
      ],
    ],
    [
      'stored images with widths',
      [
        image('/files/Assessments/abc/1700000000-graph.png', { width: 50, align: 'center', alt: 'A graph' }),
        image('/files/x.png', { width: 10 }),
      ],
    ],
    [
      'an image in a table cell',
      [
        {
          type: 'table',
          children: [
            {
              type: 'table-row',
              children: [{ type: 'table-cell', children: [image('/files/a.png', { width: 100 })] }],
            },
          ],
        },
      ],
    ],
    ['a line break in text', [paragraph(text('line one\nline two'))]],
    ['marks set to false', [paragraph(text('plain', { bold: false }))]],
  ])('accepts %s', (_name, value) => expect(validateRichText(value)).toEqual({ ok: true }));
});

describe('hostile or malformed documents', () => {
  it.each([
    ['a script element', [{ type: 'script', children: [text('alert(1)')] }], 'unknown element type "script"'],
    ['an element without a type', [{ children: [text('x')] }], 'unknown element type undefined'],
    [
      'a javascript: link',
      [paragraph({ type: 'link', url: 'javascript:alert(1)', children: [text('click')] })],
      'http://, https:// or mailto:',
    ],
    [
      'an obfuscated javascript: link',
      [paragraph({ type: 'link', url: 'java\tscript:alert(1)', children: [text('click')] })],
      'http://, https:// or mailto:',
    ],
    [
      'a data: link',
      [paragraph({ type: 'link', url: 'data:text/html,<script>alert(1)</script>', children: [text('x')] })],
      'http://, https:// or mailto:',
    ],
    ['a javascript: image', [image('javascript:alert(1)')], 'stored file'],
    ['a data: image', [image('data:image/png;base64,AAAA')], 'stored file'],
    ['an image on another host', [image('https://evil.example.com/x.png')], 'stored file'],
    ['a protocol-relative image', [image('//evil.example.com/x.png')], 'stored file'],
    ['an image going up folders', [image('/files/../../etc/passwd')], '..'],
    ['an image url with quotes', [image('/files/a.png" onerror="alert(1)')], 'not allowed'],
    [
      'an image narrower than 10%',
      [image('/files/a.png', { width: 5 })],
      'width must be a whole number from 10 to 100',
    ],
    ['an image wider than 100%', [image('/files/a.png', { width: 150 })], 'width'],
    [
      'an event handler property',
      [{ type: 'paragraph', onclick: 'alert(1)', children: [text('x')] }],
      'unknown property "onclick"',
    ],
    [
      'a style property',
      [{ type: 'paragraph', style: 'background:url(javascript:x)', children: [text('x')] }],
      'unknown property "style"',
    ],
    ['an unknown mark', [paragraph({ text: 'x', code: true })], 'unknown property "code"'],
    ['html in a mark', [paragraph({ text: 'x', bold: '<b>' })], 'must be true or false'],
    ['a bad alignment', [{ type: 'paragraph', align: 'middle', children: [text('x')] }], 'align must be one of'],
    ['text at the top level', [text('loose text')], 'text is not allowed here'],
    ['a list item outside a list', [{ type: 'list-item', children: [text('x')] }], 'a list-item is not allowed here'],
    [
      'a paragraph inside a list',
      [{ type: 'bulleted-list', children: [paragraph(text('x'))] }],
      'expected list-item elements',
    ],
    ['a cell outside a row', [{ type: 'table', children: [cell('x')] }], 'expected table-row elements'],
    [
      'a zero column span',
      [{ type: 'table', children: [{ type: 'table-row', children: [cell('x', { colSpan: 0 })] }] }],
      'colSpan',
    ],
    [
      'a link inside a link',
      [
        paragraph({
          type: 'link',
          url: 'https://a.example',
          children: [{ type: 'link', url: 'https://b.example', children: [text('x')] }],
        }),
      ],
      'a link is not allowed here',
    ],
    [
      'mixed blocks and text',
      [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [text('x'), paragraph(text('y'))] }] }],
      'may not be mixed',
    ],
    ['an element with no children', [{ type: 'paragraph', children: [] }], 'at least one child'],
    ['children that are not a list', [{ type: 'paragraph', children: 'x' }], 'children must be a list'],
    ['a number as text', [paragraph({ text: 42 })], 'needs a string "text"'],
    ['a horizontal rule holding text', [{ type: 'horizontal-rule', children: [text('hidden')] }], 'one empty text'],
    ['an object instead of a document', { type: 'paragraph', children: [text('x')] }, 'expected a list of blocks'],
    ['a number instead of a document', 42, 'expected a list of blocks'],
    ['null inside a document', [null], 'expected a node'],
    [
      'a __proto__ property',
      JSON.parse('[{"type":"paragraph","__proto__":{"x":1},"children":[{"text":"x"}]}]'),
      'unknown property "__proto__"',
    ],
  ])('refuses %s', (_name, value, message) => expect(refused(value)).toContain(message));

  it('names the path of the offending node', () => {
    const document = [
      paragraph(text('fine')),
      {
        type: 'bulleted-list',
        children: [{ type: 'list-item', children: [{ type: 'link', url: 'javascript:x', children: [text('x')] }] }],
      },
    ];
    expect(validateRichText(document, 'questions[0].richText')).toEqual({
      ok: false,
      error:
        'Rich text is invalid at questions[0].richText[1].children[0].children[0]: a link url must start with http://, https:// or mailto:',
    });
  });

  it('refuses huge nesting without overflowing the stack', () => {
    let node: Record<string, unknown> = { type: 'list-item', children: [text('deep')] };
    for (let depth = 0; depth < 5000; depth += 1) {
      node = { type: 'list-item', children: [{ type: 'bulleted-list', children: [node] }] };
    }
    expect(refused([{ type: 'bulleted-list', children: [node] }])).toContain(
      `nested more than ${richTextLimits.maxDepth} deep`,
    );
  });

  it('accepts nesting up to the limit', () => {
    // list (depth 1) > item (2) > list (3) > item (4) … the innermost item at depth maxDepth.
    let item: Record<string, unknown> = { type: 'list-item', children: [text('deepest')] };
    for (let depth = richTextLimits.maxDepth; depth > 2; depth -= 2)
      item = { type: 'list-item', children: [{ type: 'bulleted-list', children: [item] }] };
    expect(validateRichText([{ type: 'bulleted-list', children: [item] }])).toEqual({ ok: true });
    const tooDeep = { type: 'list-item', children: [{ type: 'bulleted-list', children: [item] }] };
    expect(
      refused([
        {
          type: 'bulleted-list',
          children: [{ type: 'list-item', children: [{ type: 'bulleted-list', children: [tooDeep] }] }],
        },
      ]),
    ).toContain('nested more than');
  });

  it('refuses too many nodes', () => {
    const many = Array.from({ length: richTextLimits.maxNodes }, () => paragraph(text('x')));
    expect(refused(many)).toContain(`more than ${richTextLimits.maxNodes} nodes`);
  });

  it('refuses too much text, in a document or as plain text', () => {
    expect(refused([paragraph(text('x'.repeat(richTextLimits.maxTextLength + 1)))])).toContain('characters of text');
    expect(refused('x'.repeat(richTextLimits.maxTextLength + 1))).toContain('characters');
  });

  it('refuses an oversized document', () => {
    const wide = Array.from({ length: 2000 }, () => ({
      type: 'paragraph',
      children: [{ type: 'link', url: `https://example.com/${'a'.repeat(1900)}`, children: [text('x')] }],
    }));
    expect(refused(wide)).toContain('larger than');
  });
});

describe('urls', () => {
  it.each([
    ['https://example.com/a?b=c#d', null],
    ['http://example.com', null],
    ['mailto:someone@example.com', null],
    ['HTTPS://EXAMPLE.COM', null],
    ['/relative', 'http://, https:// or mailto:'],
    ['ftp://example.com', 'http://, https:// or mailto:'],
    ['https://', 'not a valid address'],
  ])('link %s', (url, problem) => {
    const found = linkUrlProblem(url);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it.each([
    ['/files/Assessments/q1/170000-image.png', true],
    ['Assessments/q1/image.png', true],
    ['/assets/logo.svg', true],
    ['JavaScript:alert(1)', false],
    ['vbscript:x', false],
    ['//cdn.example.com/x.png', false],
    [' /files/x.png', false],
  ])('image %s', (url, ok) => expect(imageUrlProblem(url) === null).toBe(ok));
});

describe('plain text of a document', () => {
  it('joins blocks with spaces', () => {
    expect(
      richTextPlain([
        paragraph(text('One '), text('two', { bold: true })),
        { type: 'heading-one', children: [text('Three')] },
      ]),
    ).toBe('One two Three');
    expect(richTextPlain('just text')).toBe('just text');
    expect(richTextPlain(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout';

describe('renderEmail', () => {
  it('makes web and email addresses links, and nothing else: names and titles cannot add markup', () => {
    const { html, text } = renderEmail({
      preview: 'Preview',
      heading: 'A <b>heading</b>',
      paragraphs: [
        'Join at https://meet.jit.si/room?a=1&b=2 or write to hello@luz.pt.',
        'Not links: javascript:alert(1), data:text/html,<script>x</script>, ftp://files.example.com, luz.pt',
      ],
    });
    expect(html).toContain('<a href="https://meet.jit.si/room?a=1&amp;b=2"');
    expect(html).toContain('<a href="mailto:hello@luz.pt"');
    expect(html).not.toMatch(/href="(javascript|data|ftp):/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('A &lt;b&gt;heading&lt;/b&gt;');
    expect(text).toContain('Join at https://meet.jit.si/room?a=1&b=2 or write to hello@luz.pt.');
  });

  it('sets facts out as a table in HTML and as "Label: value" lines in the text part', () => {
    const { html, text } = renderEmail({
      preview: 'Preview',
      heading: 'Booked',
      paragraphs: [
        'Hello,',
        {
          facts: [
            { label: 'When', value: 'Tuesday, 1 December 2026, 18:00–19:00 (Lisbon time)' },
            { label: 'Where', value: 'Rua & Largo' },
          ],
        },
        'See you there.',
      ],
    });
    expect(text).toContain(
      'Hello,\n\nWhen: Tuesday, 1 December 2026, 18:00–19:00 (Lisbon time)\nWhere: Rua & Largo\n\nSee you there.',
    );
    expect(html).toContain('class="luz-facts"');
    expect(html).toContain('>Rua &amp; Largo</td>');
  });
});

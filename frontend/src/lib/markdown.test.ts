import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe("a run's report as HTML", () => {
  it('renders headings, emphasis and tables', () => {
    const html = renderMarkdown('# Tender\n\nOurs is **higher**.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h1>Tender</h1>');
    expect(html).toContain('<strong>higher</strong>');
    expect(html).toContain('<td>1</td>');
  });

  it("escapes the text's own HTML", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('links only to web addresses: a javascript: link and a relative one stay text', () => {
    expect(renderMarkdown('[paper](https://example.org/p.pdf)'))
      .toContain('<a href="https://example.org/p.pdf">paper</a>');
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
    const relative = renderMarkdown('See [the table](results.csv) and [more](https://example.org).');
    expect(relative).toContain('See the table and <a href="https://example.org">more</a>.');
  });

  it('replaces an image (a plot file that needs the token) by its description', () => {
    const html = renderMarkdown('![Acceptance <b>per job</b>](acceptance.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('[figure: Acceptance &lt;b&gt;per job&lt;/b&gt;]');
  });
});

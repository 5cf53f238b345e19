import MarkdownIt from 'markdown-it';

/**
 * A run's report.md as HTML, with markdown-it: raw HTML in the text is escaped (html: false), links are kept
 * only to http(s) addresses (markdown-it refuses javascript: and the like; a link to one of the run's own files
 * stays text, since those need the token: the downloads list fetches them), and an image is replaced by its
 * description (the page draws the charts itself).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.core.ruler.push('run-links', (state) => {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type === 'link_open' && !/^https?:\/\//i.test(token.attrGet('href') ?? '')) {
        token.hidden = true;
        token.meta = { ...(token.meta ?? {}), hiddenLink: true };
      }
    }
    let open = 0;
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') {
        open = token.hidden ? open + 1 : open;
      } else if (token.type === 'link_close' && open > 0) {
        token.hidden = true;
        open--;
      }
    }
  }
});

markdown.renderer.rules.image = (tokens, index) => {
  const description = tokens[index].content || tokens[index].attrGet('src') || 'figure';
  return `<span class="report-figure">[figure: ${markdown.utils.escapeHtml(description)}]</span>`;
};

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

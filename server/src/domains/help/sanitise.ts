import sanitizeHtml from 'sanitize-html';

/**
 * Help articles are operator HTML shown to every visitor, so only a strict allow-list leaves the
 * server: text structure, lists, tables and links. Scripts, styles, frames, forms, event handlers
 * and any URL scheme other than http(s) and mailto (javascript:, data:, vbscript:) are removed. The
 * web sanitises again before drawing; this side keeps the API answer itself safe for any client.
 */
const articleRules: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitiseArticle(html: string): string {
  return sanitizeHtml(html, articleRules);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The article's words without markup, for search and excerpts. */
export function articleText(html: string): string {
  const bare = sanitizeHtml(html.replace(/<\/(p|li|h\d|tr|blockquote)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return bare
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

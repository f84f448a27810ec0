import sanitizeHtml from 'sanitize-html';

/*
 * Operator-written HTML (help articles, promotion content) is cleaned here with one well-kept
 * library and a strict allow-list per kind of content. The web sanitises again before drawing; this
 * side keeps the API answer itself safe for any client.
 */

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

/**
 * Promotion content: text structure, lists, tables, links and images. Links and images keep only
 * http(s), mailto and same-site addresses (no javascript:, data:, vbscript: or protocol-relative
 * ones, however they are spelt); links to other sites open in a new tab without an opener; the
 * content of scripts, styles, frames, SVG and MathML goes with them.
 */
const promotionRules: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'title', 'xmp'],
  disallowedTagsMode: 'discard',
  selfClosing: ['br', 'hr', 'img'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _t, rel: _r, ...rest } = attribs;
      return {
        tagName,
        attribs: external && attribs.href ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitisePromotion(html: string): string {
  return sanitizeHtml(html, promotionRules);
}

/**
 * A strict allow-list HTML sanitiser for promotion content written by operators. The output is
 * rebuilt from scratch: only the tags and attributes listed here come out, attribute values are
 * re-escaped, links and images only keep http(s), mailto and same-site addresses, and the content
 * of scripts, styles and frames is dropped whole. Anything that does not parse as a tag is escaped
 * as text. The web sanitises again before rendering (defence in depth), so this is the first line,
 * not the only one.
 */

const allowedTags: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  small: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const voidTags = new Set(['br', 'hr', 'img']);
/** Tags whose whole content goes with them (a script's text is not text to show). */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
]);
const urlAttributes = new Set(['href', 'src']);
const numericAttributes = new Set(['colspan', 'rowspan', 'width', 'height']);

const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entityPattern = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return named[body.toLowerCase()] ?? whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Text: markup characters escaped; an entity reference that is already there is kept as it is. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '&') {
      entityPattern.lastIndex = i;
      out += entityPattern.test(text) ? '&' : '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

/** A link or image address that is safe to keep: http(s), mailto (links only), same-site paths, anchors. */
function safeUrl(raw: string, attribute: string): string | null {
  // browsers ignore control characters and whitespace inside a scheme ("java\tscript:")
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(compact)) return decodeEntities(raw).trim();
  if (attribute === 'href' && /^mailto:/i.test(compact)) return decodeEntities(raw).trim();
  if (/^\/(?![/\\])/.test(compact) || (attribute === 'href' && compact.startsWith('#'))) return decodeEntities(raw).trim();
  return null;
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = allowedTags[tag]!;
  let out = '';
  const seen = new Set<string>();
  for (const m of source.matchAll(attributePattern)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    let value: string | null = decodeEntities(raw);
    if (urlAttributes.has(name)) value = safeUrl(raw, name);
    else if (numericAttributes.has(name)) value = /^[0-9]{1,4}$/.test(value.trim()) ? value.trim() : null;
    if (value === null) continue;
    seen.add(name);
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && seen.has('href')) out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

export function sanitiseHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    out += escapeText(text);
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    tagPattern.lastIndex = i;
    const m = tagPattern.exec(html);
    if (!m) {
      text += '<';
      i += 1;
      continue;
    }
    i = tagPattern.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (!closing && droppedWithContent.has(tag)) {
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = i;
      const end = close.exec(html);
      i = end ? close.lastIndex : html.length;
      continue;
    }
    if (!Object.hasOwn(allowedTags, tag)) continue;
    flush();
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()!}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, m[3] ?? '')}>`;
    if (!voidTags.has(tag)) open.push(tag);
  }
  flush();
  while (open.length) out += `</${open.pop()!}>`;
  return out;
}

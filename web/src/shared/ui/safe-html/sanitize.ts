import DOMPurify from 'dompurify';

/**
 * Server-provided HTML (notices, promotions, help) is sanitised before it is rendered: scripts,
 * event handlers, forms and frames are removed; links open in a new tab without the opener.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Made on first use: the module is also loaded by the server's render, which has no window. */
function thePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return thePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

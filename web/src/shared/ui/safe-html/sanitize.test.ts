import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps formatting and opens links in a new tab without the opener', () => {
    const html = sanitizeHtml('<b>Bold</b> <a href="https://example.com">site</a>');
    expect(html).toContain('<b>Bold</b>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('drops frames and forms', () => {
    expect(sanitizeHtml('<iframe src="https://x"></iframe><form><input></form>ok')).toBe('ok');
  });
});

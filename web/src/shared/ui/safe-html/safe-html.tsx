import { useMemo } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { sanitizeHtml } from './sanitize.ts';
import styles from './safe-html.module.css';

/**
 * Renders server HTML after sanitising it (never pass unsanitised HTML to the DOM). Sanitising needs
 * the browser's DOM: the server's render and the hydration of its HTML draw the box empty, and the
 * browser fills it right after.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const inBrowser = useHydrated();
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  return <div className={[styles.html, className ?? ''].join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

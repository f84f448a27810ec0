import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';
import styles from './safe-html.module.css';

/** Renders server HTML after sanitising it (never pass unsanitised HTML to the DOM). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={[styles.html, className ?? ''].join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the shell shows the route whose title is `title` (the layout sets the document title
 * from the route table). Independent of what the page itself renders, so it holds once a feature
 * replaces a placeholder page.
 */
export async function waitForRoute(title: string, brand = 'Tala'): Promise<void> {
  await waitFor(() => expect(document.title).toBe(`${title} · ${brand}`));
}

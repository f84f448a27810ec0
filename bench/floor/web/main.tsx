/**
 * The web floor: the least a React 19 page can be (a header, a heading and a paragraph rendered by
 * createRoot), built by the same Vite and React plugin as the site. Its first-load JS and its
 * Lighthouse figures, measured in the same bench run, are what the site's are divided by.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <>
      <header style={{ padding: '12px 16px', borderBottom: '1px solid #ccd' }}>
        <strong>Floor</strong>
      </header>
      <main style={{ padding: '16px', fontFamily: 'system-ui, sans-serif' }}>
        <h1>Hello</h1>
        <p>A header, a heading and a paragraph: the first paint any React page has to pay for.</p>
      </main>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root element');
createRoot(container).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);

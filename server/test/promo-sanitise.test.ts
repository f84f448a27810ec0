import { describe, expect, it } from 'vitest';
import { sanitisePromotion } from '../src/domains/system/sanitise.ts';

describe('promotion content sanitiser', () => {
  it('keeps the allowed markup', () => {
    expect(sanitisePromotion('<p>Deposit <strong>now</strong> &amp; win<br></p><ul><li>one</li></ul>')).toBe(
      '<p>Deposit <strong>now</strong> &amp; win<br /></p><ul><li>one</li></ul>',
    );
    expect(sanitisePromotion('<a href="https://example.com/x?a=1&amp;b=2" title="t">site</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" title="t" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitisePromotion('<a href="/promotions">ours</a>')).toContain('href="/promotions"');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitisePromotion('a<script>alert(1)</script>b<SCRIPT src=x></SCRIPT>c')).toBe('abc');
    expect(sanitisePromotion('<style>body{}</style><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitisePromotion('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitisePromotion('x<script>never closed')).toBe('x');
  });

  it('drops event handlers and other attributes not on the list', () => {
    expect(sanitisePromotion('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">')).toBe(
      '<img src="https://cdn.example/a.png" alt="a" />',
    );
    expect(sanitisePromotion('<p style="x" class="y" onmouseover=alert(1)>t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript:, data: and protocol-relative addresses, however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(sanitisePromotion(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitisePromotion('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('escapes what is not markup, and closes what was left open', () => {
    // quotes in text are harmless; angle brackets are escaped
    expect(sanitisePromotion('1 < 2 > 0 "q"')).toBe('1 &lt; 2 &gt; 0 "q"');
    expect(sanitisePromotion('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitisePromotion('</p>stray<custom-tag>kept text</custom-tag>')).toBe('<p></p>straykept text');
    expect(sanitisePromotion('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitisePromotion('<a href="https://x" title="&quot;><script>">y</a>')).toBe(
      '<a href="https://x" title="&quot;&gt;&lt;script&gt;" target="_blank" rel="noopener noreferrer">y</a>',
    );
  });
});

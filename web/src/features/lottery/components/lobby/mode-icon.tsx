/** Small glyphs for the mode tabs: flame (hot), star (favourites), clock (recent). */
export function ModeIcon({ mode }: { mode: 'hot' | 'fav' | 'recent' }) {
  const common = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
  if (mode === 'hot') {
    return (
      <svg {...common}>
        <path
          d="M12 2.5c.6 3.2 4.7 5.4 4.7 10a4.7 4.7 0 0 1-9.4 0c0-2 1-3.3 2-4.3.2 1.4.9 2.3 1.9 2.8-.6-3.1.1-6 .8-8.5z"
          fill="currentColor"
        />
      </svg>
    );
  }
  if (mode === 'fav') {
    return (
      <svg {...common}>
        <path d="M12 3.2l2.6 5.5 6 .8-4.4 4.1 1.1 5.9L12 16.6l-5.3 2.9 1.1-5.9L3.4 9.5l6-.8z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Loads the page afresh: the way out of a chunk that failed to load. */
export function reloadPage(): void {
  window.location.reload();
}

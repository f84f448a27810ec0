/** A link stored site-relative in the brand data, made absolute so a phone's camera can open it. */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).toString();
  } catch {
    return origin;
  }
}

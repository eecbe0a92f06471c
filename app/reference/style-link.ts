import { DECK_STYLES, type DeckStyle } from "@/lib/cards";

/**
 * A link that keeps the page's deck style. The style is left out when it is the device's own
 * (the page then opens in it anyway: app/_components/device-style.server.ts), and written out
 * when the page shows another one.
 */
export const withStyle = (path: string, style: DeckStyle, extra: Record<string, string> = {}, device: DeckStyle = "fortunes") => {
  const q = new URLSearchParams({ ...(style !== device ? { style } : {}), ...extra }).toString();
  return q ? `${path}?${q}` : path;
};

/** The style switch's links: the same page in each style. */
export const styleLinks = (href: (s: DeckStyle) => string) => Object.fromEntries(DECK_STYLES.map((s) => [s, href(s)])) as Record<DeckStyle, string>;

/**
 * The deck style a page away from a table names cards in (server components only): the page's
 * own `?style=`, else this device's (the newer of its chosen style, ./deck-style.ts, and the
 * table it was used at last, server/deck-style.ts), else the Fortunes style.
 */
import { cookies } from "next/headers";
import { isDeckStyle, type DeckStyle } from "@/lib/cards";
import { lastTableStyle } from "@/server/deck-style";
import { DEVICE_STYLE_COOKIE, parseDeviceStyle } from "./deck-style";

export async function deviceStyle(): Promise<DeckStyle | null> {
  const jar = await cookies();
  const chosen = parseDeviceStyle(jar.get(DEVICE_STYLE_COOKIE)?.value);
  const tokens = jar.getAll().filter((c) => /^ft_[0-9a-f]{32}$/.test(c.name)).map((c) => c.value);
  const table = tokens.length ? await lastTableStyle(tokens).catch(() => null) : null;
  if (chosen && table) return chosen.at >= table.at ? chosen.style : table.style;
  return chosen?.style ?? table?.style ?? null;
}

/**
 * A page's style: its `?style=` when it names one, else the device's, else Fortunes; and the
 * device's (or Fortunes), which links may leave out (app/reference/style-link.ts).
 */
export async function pageStyle(param: unknown): Promise<{ style: DeckStyle; device: DeckStyle }> {
  const device = (await deviceStyle()) ?? "fortunes";
  return { style: isDeckStyle(param) ? param : device, device };
}

/** Label-sheet geometry in millimetres for the printable sticker sheets. */
export type Paper = "a4" | "letter";

export const PAPER: Record<Paper, { label: string; width: number; height: number; margin: number }> = {
  a4: { label: "A4 (210 × 297 mm)", width: 210, height: 297, margin: 9 },
  letter: { label: "US Letter (8.5 × 11 in)", width: 215.9, height: 279.4, margin: 9.5 },
};

/** One sticker: a 24 mm code (25 modules + 2-module quiet zone each side ≈ 0.83 mm a module) and the name. */
export const STICKER = { width: 32, height: 36, code: 24 } as const;

export function grid(paper: Paper) {
  const p = PAPER[paper];
  const cols = Math.floor((p.width - 2 * p.margin) / STICKER.width);
  const rows = Math.floor((p.height - 2 * p.margin) / STICKER.height);
  return { ...p, cols, rows, perPage: cols * rows };
}

import type { Metadata } from "next";
import type React from "react";
import Link from "next/link";
import { CardFace } from "@/app/_components/CardFace";
import { qrSvg } from "@/lib/scan/qr";
import { encodePayload } from "@/lib/scan/payload";
import { chooseDeck, stickerDecks } from "./decks";
import { StyleSelect } from "./StyleSelect";
import { deviceStyle } from "@/app/_components/device-style.server";
import { grid, PAPER, STICKER, type Paper } from "./layout-mm";
import "./stickers.css";

export const metadata: Metadata = { title: "Stickers" };

export default async function StickersPage({ searchParams }: { searchParams: Promise<{ deck?: string; style?: string; paper?: string; ribbons?: string }> }) {
  const q = await searchParams;
  // Without a style in the link, the tarot sheet names cards in this device's style (issue 30).
  const { deck, style, ribbons } = chooseDeck(q.deck, q.style ?? (await deviceStyle()), q.ribbons);
  const paper = (q.paper === "letter" ? "letter" : "a4") as Paper;
  const g = grid(paper);
  // Two stickers per card: players hold their cards either way up.
  const stickers = deck.codes.flatMap((c) => [c, c]);
  const pages = Array.from({ length: Math.ceil(stickers.length / g.perPage) }, (_, i) => stickers.slice(i * g.perPage, (i + 1) * g.perPage));
  const svgs = new Map(deck.codes.map((c) => [c, qrSvg(c, { deck: deck.payload })]));
  return (
    <div className="space-y-4">
      <div className="space-y-3 print:hidden">
        <h1 className="font-serif text-3xl font-semibold">Code stickers for a real deck</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300">
          Print this sheet, cut or peel the stickers, and put two on each card (one at each end, so a card held either way up
          can be scanned). Each code holds <code>FT:</code> and the card&rsquo;s code, e.g. <code>FT:W07</code> (a Fortune
          Tenners deck: <code>TN:</code>, e.g. <code>TN:A07</code>, so the two decks never mix).
          Print at 100% (no &ldquo;fit to page&rdquo;): each code is {STICKER.code} mm wide with its 2-module quiet zone;
          keep codes at least 20 mm wide and the white border around them clear.
        </p>
        <form className="flex flex-wrap items-end gap-3" action="/stickers">
          <label>Deck
            <select name="deck" defaultValue={deck.id} className="mt-1 block min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-stone-900">
              {stickerDecks().map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
            </select>
          </label>
          <label>Card names
            <StyleSelect value={style} styles={deck.styles} />
          </label>
          <label>Paper
            <select name="paper" defaultValue={paper} className="mt-1 block min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-stone-900">
              {Object.entries(PAPER).map(([k, p]) => <option key={k} value={k}>{p.label}</option>)}
            </select>
          </label>
          {ribbons && <input type="hidden" name="ribbons" value={ribbons.join(",")} />}
          <button type="submit" className="min-h-11 rounded-lg border border-stone-400 px-4">Show</button>
          <a href={`/stickers/sheet.svg?deck=${deck.id}&style=${style}${ribbons ? `&ribbons=${ribbons.join(",")}` : ""}`} download className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4">Download SVG</a>
          <Link href="/stickers/check" className="inline-flex min-h-11 items-center rounded-lg bg-gold-400 px-4 font-semibold text-zinc-950 no-underline">Check a sticker with the camera</Link>
          <Link href="/decks" className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4" data-testid="to-decks">No stickers? Teach our deck</Link>
        </form>
        <p className="text-sm text-stone-600 dark:text-zinc-400">{stickers.length} stickers on {pages.length} pages of {g.cols} × {g.rows}.</p>
        <p className="sticker-narrow-note text-sm text-stone-600 dark:text-zinc-400">This screen is narrower than a sheet: the stickers are shown at their printed size in as many columns as fit. Printed, each page keeps its {g.cols} × {g.rows} grid.</p>
      </div>
      <style>{`@page { size: ${PAPER[paper].width}mm ${PAPER[paper].height}mm; margin: ${g.margin}mm; }`}</style>
      {/* Stickers keep their printed size; a screen narrower than a sheet shows them in the columns that fit (stickers.css). */}
      <div className="sticker-sheets" role="region" aria-label="Sticker sheets at print size" tabIndex={0}>
      {pages.map((page, i) => (
        <section key={i} className="sticker-page" aria-label={`Sheet ${i + 1}`}
          style={{ "--cols": g.cols, "--w": `${STICKER.width}mm`, gridAutoRows: `${STICKER.height}mm` } as React.CSSProperties}>
          {page.map((code, j) => (
            <figure key={j} className="sticker" data-card={code} title={encodePayload(code, deck.payload)}>
              <div className="sticker-code" style={{ width: `${STICKER.code}mm`, height: `${STICKER.code}mm` }} dangerouslySetInnerHTML={{ __html: svgs.get(code)! }} />
              <figcaption><CardFace {...deck.face(code, style)} variant="mini" decorative className="sticker-face" /><span className="sticker-name">{deck.name(code, style)}</span></figcaption>
            </figure>
          ))}
        </section>
      ))}
      </div>
    </div>
  );
}

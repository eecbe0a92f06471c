import type { Metadata } from "next";
import Link from "next/link";
import { CheckScanner } from "./CheckScanner";
import { deviceStyle } from "@/app/_components/device-style.server";

export const metadata: Metadata = { title: "Check stickers" };

export default async function CheckPage() {
  // The card is named as this device's deck names it (issue 30).
  const style = (await deviceStyle()) ?? "fortunes";
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm"><Link href="/stickers">← Sticker sheet</Link></p>
      <h1 className="font-serif text-3xl font-semibold">Check a stickered deck</h1>
      <p className="text-stone-700 dark:text-zinc-300">Point the camera at any sticker: the page names the card it belongs to, so you can check a freshly stickered deck card by card.</p>
      <CheckScanner style={style} />
    </div>
  );
}

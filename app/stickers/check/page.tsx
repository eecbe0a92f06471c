import type { Metadata } from "next";
import Link from "next/link";
import { CheckScanner } from "./CheckScanner";

export const metadata: Metadata = { title: "Check stickers" };

export default function CheckPage() {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <p className="text-sm"><Link href="/stickers">← Sticker sheet</Link></p>
      <h1 className="font-serif text-3xl font-semibold">Check a stickered deck</h1>
      <p className="text-stone-700 dark:text-zinc-300">Point the camera at any sticker: the page names the card it belongs to, so you can check a freshly stickered deck card by card.</p>
      <CheckScanner />
    </div>
  );
}

import type { Metadata } from "next";
import { Decks } from "./Decks";

export const metadata: Metadata = { title: "Our decks" };

/** /decks: the decks this group taught the app, and "Teach our deck" (docs/scanning.md). */
export default function DecksPage() {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Our decks</h1>
      <p>Teach the app your own cards once, and “Photo of the trick” reads them without stickers, on the phone.</p>
      <Decks />
    </div>
  );
}

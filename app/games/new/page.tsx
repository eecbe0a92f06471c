import type { Metadata } from "next";
import { NewGameForm } from "./NewGameForm";

export const metadata: Metadata = { title: "New game" };

export default function NewGamePage() {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="font-serif text-3xl font-semibold">New game of Fortunes</h1>
      <p className="text-stone-700 dark:text-zinc-300">Four players with a real deck. The dealer and the player across are High; the other two are Low.</p>
      <NewGameForm />
    </div>
  );
}

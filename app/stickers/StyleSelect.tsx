"use client";
/** The sheet's card names; choosing a tarot style also makes it this device's (app/_components/deck-style.ts). */
import { rememberDeviceStyle } from "@/app/_components/deck-style";

export function StyleSelect({ value, styles }: { value: string; styles: readonly { id: string; label: string }[] }) {
  return (
    <select name="style" defaultValue={value} onChange={(e) => rememberDeviceStyle(e.target.value)} className="mt-1 block min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-stone-900">
      {styles.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
    </select>
  );
}

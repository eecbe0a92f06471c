/** Class names shared by Fortuno's panel and its forms (kept apart so the forms can load on demand). */
export const field = "mt-1 block w-full min-h-11 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100";
export const btn = "min-h-11 rounded-lg border border-stone-400 px-3 py-2 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-50 dark:border-stone-600 dark:text-stone-100 dark:hover:bg-stone-800";
export const btnPrimary = "min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-50";
export const box = "rounded-xl border border-stone-300 p-3 dark:border-stone-700";

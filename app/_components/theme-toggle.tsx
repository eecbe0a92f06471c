"use client";

import { THEME_STORAGE_KEY } from "./theme-script";

/** Switches between the dark and light theme (the system's until then); the choice is kept in localStorage. */
export function ThemeToggle() {
  function toggle() {
    const root = document.documentElement;
    const dark = root.classList.toggle("dark");
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? "dark" : "light");
    } catch {
      // Private mode or storage disabled: the switch still works for this page.
    }
  }

  // The label follows the <html> class through CSS, so server and client render the same markup.
  return (
    <button
      type="button"
      onClick={toggle}
      data-testid="theme-toggle"
      className="min-h-11 rounded-md border border-stone-300 px-3 text-sm font-medium hover:bg-stone-200 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      <span className="dark:hidden">Dark theme</span>
      <span className="hidden dark:inline">Light theme</span>
    </button>
  );
}

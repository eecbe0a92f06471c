import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white/80 dark:border-zinc-800 dark:bg-zinc-900/80">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-6 px-4 py-1">
        <a href="/" className="inline-flex min-h-11 items-center font-serif text-lg font-semibold tracking-wide text-gold-800 no-underline dark:text-gold-300">
          Fortunes Table
        </a>
        <nav aria-label="Main" className="order-3 w-full sm:order-none sm:w-auto">
          <NavLinks />
        </nav>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

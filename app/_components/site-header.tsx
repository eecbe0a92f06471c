import Link from "next/link";
import { ThemeToggle } from "./theme-toggle";

export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/games", label: "Games" },
  { href: "/reference", label: "Reference" },
  { href: "/stickers", label: "Stickers" },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white/80 dark:border-zinc-800 dark:bg-zinc-900/80">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="font-serif text-lg font-semibold tracking-wide text-gold-800 no-underline dark:text-gold-300">
          Fortunes Table
        </Link>
        <nav aria-label="Main" className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="rounded px-1 py-1 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

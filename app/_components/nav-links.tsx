"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The main sections (the site name in the header links home). */
export const NAV_LINKS = [
  { href: "/games", label: "Games" },
  { href: "/players", label: "Players" },
  { href: "/reading", label: "Reading" },
  { href: "/rules", label: "Rules" },
  { href: "/reference", label: "Reference" },
  { href: "/stickers", label: "Stickers" },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The main navigation; the current section is marked with aria-current. On a phone the six items
 * share the row's width (no scrolling row hiding "Stickers" past the edge); on a screen narrower
 * still they wrap to a second row rather than leave the screen.
 */
export function NavLinks() {
  const pathname = usePathname() ?? "/";
  return (
    <ul className="flex flex-wrap justify-between gap-x-1 whitespace-nowrap text-sm sm:-mx-1 sm:justify-start sm:gap-x-3">
      {NAV_LINKS.map((link) => {
        const current = isCurrent(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded hover:underline sm:px-1 aria-[current=page]:font-semibold aria-[current=page]:text-gold-800 dark:aria-[current=page]:text-gold-300"
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

"use client";

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
 * The main navigation; the current section is marked with aria-current. Plain links, not
 * next/link: the header is on every page, the play page's included, and next/link's client code
 * (~2 KB gzipped) would be in its first load (150 KB budget); a section is a page load either way
 * (the service worker keeps the pages). On a phone the six items
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
            <a
              href={link.href}
              aria-current={current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded hover:underline sm:px-1 aria-[current=page]:font-semibold aria-[current=page]:text-gold-800 dark:aria-[current=page]:text-gold-300"
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export const THEME_STORAGE_KEY = "fortunes-theme";

// Runs in <head> before the first paint. The server renders dark; until the user picks a theme
// (kept in localStorage) the page follows the system's light/dark preference, also when it
// changes while the page is open.
const script = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: light)");function apply(){var t=localStorage.getItem(k);var light=t?t==="light":!!(m&&m.matches);document.documentElement.classList.toggle("dark",!light)}apply();if(m&&m.addEventListener)m.addEventListener("change",apply)}catch(e){}})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

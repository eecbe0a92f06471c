export const THEME_STORAGE_KEY = "fortunes-theme";

// Runs in <head> before the first paint: the server renders dark, this switches to light when chosen.
const script = `(function(){try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="light")document.documentElement.classList.remove("dark")}catch(e){}})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

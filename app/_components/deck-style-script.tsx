import { TABLE_DECK_KEY } from "@/app/games/new/table-deck";
import { DEVICE_STYLE_COOKIE } from "./deck-style";

// Runs in <head>, no bundle: a device that answered "Which deck is on your table?" before the
// device's deck style existed (the answer kept only in localStorage) gets it as its style, dated
// long ago so any table used since wins. Pages read it from the next request on.
const script = `(function(){try{if(document.cookie.indexOf(${JSON.stringify(`${DEVICE_STYLE_COOKIE}=`)})<0){var d=localStorage.getItem(${JSON.stringify(TABLE_DECK_KEY)});if(d==="rws"||d==="thoth")document.cookie=${JSON.stringify(`${DEVICE_STYLE_COOKIE}=`)}+d+".1; Path=/; Max-Age=31536000; SameSite=Lax"}}catch(e){}})()`;

export function DeckStyleScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * What a phone on the laptop's plain-http address is told once (the first table it opens there):
 * the table works, through a Wi-Fi drop too; installing, reopening a table with no network and the
 * live camera need https (browsers give them to secure pages only); the photo of a trick works; and
 * the one step to get https. Drawn by the server (no JavaScript of the page's), hidden on later
 * visits by a few bytes of inline script (localStorage `ft-http-note`).
 */
import { headers } from "next/headers";
import { isLoopbackName, phoneAddress, splitHost } from "@/scripts/address.mjs";
import { httpsPort } from "@/server/tls";

const ONCE = "(function(){var d=document.documentElement,k='ft-http-note';try{if(localStorage.getItem(k))d.setAttribute('data-ft-http-seen','');else localStorage.setItem(k,String(Date.now()))}catch(e){}var b=document.getElementById('ft-http-ok');if(b)b.addEventListener('click',function(){d.setAttribute('data-ft-http-seen','')})})()";

export async function PlainHttpNote() {
  const h = await headers();
  const host = splitHost(h.get("host")).name;
  const scheme = (h.get("x-forwarded-proto") ?? "http").split(",")[0]!.trim().toLowerCase();
  // localhost and loopback addresses are secure already; https is.
  if (scheme === "https" || !host || isLoopbackName(host)) return null;
  const secure = httpsPort() ? phoneAddress({ host: h.get("host") ?? host, scheme: "https" }).url : null;
  return (
    <aside role="note" aria-labelledby="ft-http-title" data-testid="http-note" className="mx-3 mb-3 space-y-1 rounded-lg border border-sky-400 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100">
      <style>{"html[data-ft-http-seen] [data-testid=http-note]{display:none}"}</style>
      <p id="ft-http-title" className="font-semibold">This phone uses the table&apos;s plain http address.</p>
      <p>The table works here, through a Wi-Fi drop too, and so does <i>Photo of the trick</i>. What needs https: installing the app, reopening a table with no network, and the live camera.</p>
      <p data-testid="http-note-step">
        {secure
          ? <>The one step: open <a className="break-all underline" href={`${secure}/certificate`}>{secure}/certificate</a> and trust this table once.</>
          : <>The one step: the host restarts the app with <code>HTTPS=1 npm start</code>; each phone then opens <code>/certificate</code> once.</>}
      </p>
      <button type="button" id="ft-http-ok" className="min-h-11 rounded-lg border border-sky-500 px-4 font-semibold">OK</button>
      <script dangerouslySetInnerHTML={{ __html: ONCE }} />
    </aside>
  );
}

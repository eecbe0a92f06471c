"use client";
/**
 * /certificate's last step: does this phone trust this table's certificate now? Checked on the
 * phone itself. On the https address, a browser that trusts the certificate lets the page
 * register the service worker; one that only went past the warning refuses it (browsers allow
 * service workers only where the certificate is trusted), so the answer is the phone's own. On the
 * plain-http address, the check is one tap away: the same page on the https address.
 */
import { useCallback, useEffect, useState } from "react";

type State = { kind: "idle" } | { kind: "checking" } | { kind: "ok" } | { kind: "no"; why: string };

export function TrustCheck({ secureUrl }: { secureUrl: string | null }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  // Known once in the browser (the server draws the page the same for both addresses).
  const [onHttps, setOnHttps] = useState(false);
  const check = useCallback(async () => {
    setState({ kind: "checking" });
    if (!("serviceWorker" in navigator) || !window.isSecureContext) {
      setState({ kind: "no", why: "This browser does not treat this address as secure." });
      return;
    }
    try {
      await navigator.serviceWorker.register("/sw.js");
      setState({ kind: "ok" });
    } catch (error) {
      setState({ kind: "no", why: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  useEffect(() => {
    const secure = location.protocol === "https:";
    setOnHttps(secure);
    // Opened from the plain-http page's link (…/certificate#check): check at once.
    if (secure && location.hash === "#check") void check();
  }, [check]);
  if (!onHttps) {
    return secureUrl ? (
      <p data-testid="trust-open-secure">
        Then open <a className="break-all underline" href={`${secureUrl}/certificate#check`}>{secureUrl}/certificate</a> on the phone and tap <i>Check</i> there: with no warning on the way, it is trusted.
      </p>
    ) : null;
  }
  return (
    <div className="space-y-2" aria-live="polite">
      <button type="button" onClick={() => void check()} className="min-h-11 rounded-lg border border-stone-400 px-4 font-semibold dark:border-stone-600" data-testid="trust-check">Check</button>
      {state.kind === "checking" && <p>Checking…</p>}
      {state.kind === "ok" && <p className="font-semibold text-emerald-800 dark:text-emerald-300" data-testid="trust-ok">This phone trusts this table. Install, reopening offline and the live camera work here.</p>}
      {state.kind === "no" && (
        <p className="font-semibold text-red-800 dark:text-red-300" data-testid="trust-no">
          This phone reached the page past a warning: it does not trust this table&apos;s certificate yet. Do the steps above, then check again. ({state.why})
        </p>
      )}
    </div>
  );
}

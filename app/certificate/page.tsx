/**
 * /certificate: how a phone trusts this machine's HTTPS (HTTPS=1 npm start), step by step for
 * Android and iPhone, with the local certificate authority to download and a check, on the phone,
 * that it worked. Then install, reopening offline and the live camera scanner work on it.
 */
import type { Metadata } from "next";
import { headers } from "next/headers";
import { authority, httpsPort } from "@/server/tls";
import { phoneAddress } from "@/scripts/address.mjs";
import { TrustCheck } from "./TrustCheck";

export const metadata: Metadata = { title: "Trust this table's certificate" };
export const dynamic = "force-dynamic";

const link = "inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 py-2 font-semibold underline dark:border-stone-600";

export default async function CertificatePage() {
  const h = await headers();
  const port = httpsPort();
  const ca = authority();
  const address = port ? phoneAddress({ host: h.get("host") ?? "localhost", scheme: "https" }).url : null;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Scanning on phones: trust this table once</h1>
      <p>
        A phone&apos;s browser gives the camera, installing the app and reopening a table with no network only to
        a secure (https) page. This machine makes its own small certificate authority and a certificate for its
        names and addresses; a phone that trusts the authority opens the table over https with no warning.
        Everything stays on your network. Without it, <b>Photo of the trick</b> works anyway, on plain http.
      </p>
      {port ? (
        <p data-testid="https-address">HTTPS is on: <b className="break-all">{address}</b> (the Invite QR code uses it).</p>
      ) : (
        <p role="note" data-testid="https-off">HTTPS is off on this server. Start it with <code>HTTPS=1 npm start</code> (HTTPS on port PORT + 443, or HTTPS_PORT).</p>
      )}
      {ca && (
        <section aria-labelledby="download" className="space-y-2">
          <h2 id="download" className="text-xl font-semibold">1. Download the authority</h2>
          <div className="flex flex-wrap gap-2">
            <a className={link} href="/certificate/ca.crt" data-testid="ca-crt">Certificate for phones (.crt)</a>
            <a className={link} href="/certificate/ca.pem" data-testid="ca-pem">PEM for computers (.pem)</a>
          </div>
          <p className="text-sm">Check it is this machine&apos;s: its SHA-256 fingerprint is <code className="break-all" data-testid="ca-fingerprint">{ca.fingerprint}</code> ({ca.subject}; valid until {ca.notAfter}).</p>
        </section>
      )}
      <section aria-labelledby="android" className="space-y-1">
        <h2 id="android" className="text-xl font-semibold">Android (Chrome)</h2>
        <p>Going past “Your connection is not private” (<i>Advanced</i> → <i>Proceed</i>) shows the page, but the phone still does not trust it: no camera, no install. To trust it:</p>
        <ol className="list-decimal space-y-1 pl-6" data-testid="android-steps">
          <li>Tap <i>Certificate for phones (.crt)</i> above. Chrome saves the file (Downloads).</li>
          <li>Open Settings and search for <i>CA certificate</i>; or go to Settings → Security and privacy → More security settings → Encryption and credentials → Install a certificate → <i>CA certificate</i> (names vary a little by maker).</li>
          <li>Tap <i>Install anyway</i>, confirm with your screen lock, and pick the downloaded <code>fortunes-table-ca.crt</code>.</li>
          <li>Check that it is this machine&apos;s: Settings → … → Trusted credentials → <i>User</i> lists “Fortunes Table local authority”.</li>
          <li>Close the table&apos;s tab and open the https address again, then tap <i>Check</i> below.</li>
        </ol>
      </section>
      <section aria-labelledby="ios" className="space-y-1">
        <h2 id="ios" className="text-xl font-semibold">iPhone and iPad (Safari)</h2>
        <p>Going past “This Connection Is Not Private” (<i>Show Details</i> → <i>visit this website</i>) shows the page, but Safari still does not trust it. To trust it:</p>
        <ol className="list-decimal space-y-1 pl-6" data-testid="ios-steps">
          <li>Open this page in <b>Safari</b> (other browsers cannot install profiles) and tap <i>Certificate for phones (.crt)</i>; tap <i>Allow</i> when it asks to download a configuration profile, then <i>Close</i>.</li>
          <li>Settings → General → VPN &amp; Device Management → under <i>Downloaded Profile</i>, “Fortunes Table local authority” → <i>Install</i> (top right), enter the passcode, <i>Install</i> again, <i>Done</i>.</li>
          <li>Settings → General → About → Certificate Trust Settings → turn on <i>Fortunes Table local authority</i> → <i>Continue</i>. (Without this last switch the certificate is installed but not trusted.)</li>
          <li>Open the https address again in Safari, then tap <i>Check</i> below.</li>
        </ol>
      </section>
      {port && (
        <section aria-labelledby="check-heading" className="space-y-2" id="check">
          <h2 id="check-heading" className="text-xl font-semibold">Check that it worked</h2>
          <TrustCheck secureUrl={address} />
        </section>
      )}
      <section aria-labelledby="desktop" className="space-y-1">
        <h2 id="desktop" className="text-xl font-semibold">Computers</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>Chrome, Edge: Settings → Privacy and security → Security → Manage certificates → Authorities (or the system&apos;s store) → Import the .pem, trusted for websites.</li>
          <li>Firefox: Settings → Privacy &amp; Security → Certificates → View Certificates → Authorities → Import, “trust this CA to identify websites”.</li>
          <li>macOS: open the .crt in Keychain Access, then set it to “Always Trust”. Windows: open the .crt → Install Certificate → “Trusted Root Certification Authorities”.</li>
        </ul>
      </section>
      <p className="text-sm">
        What the phone trusts is small on purpose: this authority can vouch only for this machine&apos;s own names, <code>.local</code> names
        and the private and loopback address ranges (home and club networks), never for a bank or any other site on the internet. Its
        private key was used once, to sign this machine&apos;s certificate, and was never written to disk. When the certificate is renewed
        (this machine&apos;s addresses changed, or a year has passed) a new authority is made and each phone trusts the new one once, the
        same way{ca ? <> (this one was made {ca.notBefore} and lasts until {ca.notAfter})</> : null}. Remove the old one from the phone&apos;s
        trusted certificates whenever you like.
      </p>
    </div>
  );
}

/**
 * /certificate: how a phone trusts this machine's HTTPS (HTTPS=1 npm start), once, per platform,
 * with the local certificate authority to download. Then the live camera scanner works on it.
 */
import type { Metadata } from "next";
import { headers } from "next/headers";
import { authority, httpsPort, publicBase } from "@/server/tls";

export const metadata: Metadata = { title: "Trust this table's certificate" };
export const dynamic = "force-dynamic";

const link = "inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 py-2 font-semibold underline dark:border-stone-600";

export default async function CertificatePage() {
  const h = await headers();
  const port = httpsPort();
  const ca = authority();
  const address = port ? publicBase(h.get("host") ?? "localhost", "https") : null;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Scanning on phones: trust this table once</h1>
      <p>
        A phone&apos;s browser opens the camera only on a secure (https) page. This machine makes its own small
        certificate authority and a certificate for its names and addresses; a phone that trusts the authority
        once opens the table over https with no warning, and the live scanner works. Everything stays on your
        network. Without it, <b>Photo of the trick</b> works anyway, on plain http.
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
        <p>The first visit shows “Your connection is not private”: tap <i>Advanced</i>, then <i>Proceed</i> — fine for one evening. To be rid of it:</p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Download the .crt above.</li>
          <li>Settings → Security and privacy → More security settings → Encryption and credentials → Install a certificate → <i>CA certificate</i> (names vary a little by maker), and pick the downloaded file.</li>
          <li>Reopen the table&apos;s https address: no warning, and “Scan cards” opens the camera.</li>
        </ol>
      </section>
      <section aria-labelledby="ios" className="space-y-1">
        <h2 id="ios" className="text-xl font-semibold">iPhone and iPad (Safari)</h2>
        <p>The first visit shows “This Connection Is Not Private”: tap <i>Show Details</i> → <i>visit this website</i>. To trust it for good:</p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Open this page in Safari and download the .crt above; allow the profile download.</li>
          <li>Settings → General → VPN &amp; Device Management → the “Fortunes Table local authority” profile → Install.</li>
          <li>Settings → General → About → Certificate Trust Settings → turn on full trust for it.</li>
        </ol>
      </section>
      <section aria-labelledby="desktop" className="space-y-1">
        <h2 id="desktop" className="text-xl font-semibold">Computers</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>Chrome, Edge: Settings → Privacy and security → Security → Manage certificates → Authorities (or the system&apos;s store) → Import the .pem, trusted for websites.</li>
          <li>Firefox: Settings → Privacy &amp; Security → Certificates → View Certificates → Authorities → Import, “trust this CA to identify websites”.</li>
          <li>macOS: open the .crt in Keychain Access, then set it to “Always Trust”. Windows: open the .crt → Install Certificate → “Trusted Root Certification Authorities”.</li>
        </ul>
      </section>
      <p className="text-sm">The authority&apos;s private key never leaves this machine (<code>data/tls/</code>). Whoever held it could make certificates your phone trusts, so keep that folder private, and remove the authority from the phone&apos;s trusted certificates when you no longer play here.</p>
    </div>
  );
}

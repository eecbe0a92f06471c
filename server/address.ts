/**
 * The address other devices open (Invite's QR code and links, the display link, /certificate):
 * scripts/address.mjs `phoneAddress` for this request, which says whether the phones can reach it
 * at all (a server that listens on loopback only cannot be reached from them, and Invite says so
 * instead of showing a QR code that cannot work).
 */
import { phoneAddress, type PhoneAddress } from "@/scripts/address.mjs";

/** The scheme the host device used: a TLS proxy's X-Forwarded-Proto, else the request's own. */
function schemeOf(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded === "https" || forwarded === "http") return forwarded;
  try {
    return new URL(request.url).protocol.replace(":", "");
  } catch {
    return "http";
  }
}

export function inviteAddress(request: Request): PhoneAddress {
  let host = request.headers.get("host");
  if (!host) {
    try {
      host = new URL(request.url).host;
    } catch {
      host = "localhost";
    }
  }
  return phoneAddress({ host, scheme: schemeOf(request) });
}

/** What Invite says when the phones cannot reach this server, in plain words (null: they can). */
export function unreachableReason(address: PhoneAddress): string | null {
  if (address.why === "loopback-only") {
    return "Other phones cannot open this table: the app listens on this machine only (LISTEN_HOST=127.0.0.1). Stop it and start it again with a plain npm start (without LISTEN_HOST), which listens on the Wi-Fi too; then the QR code appears here.";
  }
  if (address.why === "no-network") {
    return "Other phones cannot open this table: this machine has no network address right now. Join the same Wi-Fi as the phones (or turn on a hotspot), then open Invite again.";
  }
  return null;
}

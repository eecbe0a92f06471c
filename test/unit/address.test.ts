/**
 * The address the phones open (scripts/address.mjs phoneAddress): Invite's QR code and links, the
 * display link and the one `npm start` prints. Always an address the server listens on, or
 * "not reachable" with the reason.
 */
import { describe, expect, it } from "vitest";
import { lanAddress, phoneAddress, splitHost } from "../../scripts/address.mjs";

const lan = lanAddress();
const env = (e: Record<string, string>) => ({ PORT: "3000", ...e });

describe("the address the phones open", () => {
  it("reads Host headers with ports and IPv6 brackets", () => {
    expect(splitHost("Tarot.Example:3000")).toEqual({ name: "tarot.example", port: 3000 });
    expect(splitHost("[fd00::2]:3443")).toEqual({ name: "fd00::2", port: 3443 });
    expect(splitHost("laptop.local")).toEqual({ name: "laptop.local", port: null });
  });

  it("listening on every interface: the name the host device came by, or this machine's network address for a loopback one", () => {
    for (const host of ["::", "0.0.0.0"]) {
      expect(phoneAddress({ host: "tarot.example:3000", scheme: "http" }, env({ LISTEN_HOST: host }))).toEqual({ url: "http://tarot.example:3000", reachable: true, why: "request" });
      const a = phoneAddress({ host: "localhost:3000", scheme: "http" }, env({ LISTEN_HOST: host }));
      if (lan) expect(a).toEqual({ url: `http://${lan}:3000`, reachable: true, why: "network" });
      else expect(a).toEqual({ url: "http://localhost:3000", reachable: false, why: "no-network" });
    }
  });

  it("listening on loopback only: not reachable from the phones, whatever the request said", () => {
    for (const host of ["127.0.0.1", "::1", "localhost"]) {
      expect(phoneAddress({ host: "127.0.0.1:3000", scheme: "http" }, env({ LISTEN_HOST: host }))).toEqual({ url: "http://127.0.0.1:3000", reachable: false, why: "loopback-only" });
    }
    expect(phoneAddress(null, env({ LISTEN_HOST: "127.0.0.1" })).reachable).toBe(false);
  });

  it("listening on one network address: that address", () => {
    expect(phoneAddress({ host: "localhost:3000", scheme: "http" }, env({ LISTEN_HOST: "192.168.1.20" }))).toEqual({ url: "http://192.168.1.20:3000", reachable: true, why: "network" });
  });

  it("PUBLIC_URL is used as given; PUBLIC_HOST takes this server's scheme and port", () => {
    expect(phoneAddress({ host: "127.0.0.1:3000", scheme: "http" }, env({ LISTEN_HOST: "127.0.0.1", PUBLIC_URL: "https://tarot.example.org/" }))).toEqual({ url: "https://tarot.example.org", reachable: true, why: "public-url" });
    expect(phoneAddress({ host: "127.0.0.1:4123", scheme: "http" }, env({ LISTEN_HOST: "::", PORT: "4123", PUBLIC_HOST: "laptop.local" }))).toEqual({ url: "http://laptop.local:4123", reachable: true, why: "public-host" });
    expect(phoneAddress(null, env({ LISTEN_HOST: "::", PUBLIC_HOST: "laptop.local" })).url).toBe("http://laptop.local:3000");
    expect(phoneAddress(null, env({ LISTEN_HOST: "::", PUBLIC_HOST: "laptop.local:8080" })).url).toBe("http://laptop.local:8080");
  });

  it("HTTPS on: https and its own port, on its own listener (every interface even when plain HTTP is loopback only)", () => {
    const https = { HTTPS: "1", HTTPS_PORT: "3443", HTTPS_HOST: "::" };
    expect(phoneAddress({ host: "192.168.1.20:3000", scheme: "http" }, env({ LISTEN_HOST: "::", ...https }))).toEqual({ url: "https://192.168.1.20:3443", reachable: true, why: "request" });
    expect(phoneAddress({ host: "[fd00::2]:3000", scheme: "http" }, env({ LISTEN_HOST: "::", ...https })).url).toBe("https://[fd00::2]:3443");
    const a = phoneAddress({ host: "127.0.0.1:3000", scheme: "http" }, env({ LISTEN_HOST: "127.0.0.1", ...https }));
    if (lan) expect(a).toEqual({ url: `https://${lan}:3443`, reachable: true, why: "network" });
    else expect(a.reachable).toBe(false);
    expect(phoneAddress(null, env({ LISTEN_HOST: "::", ...https, PUBLIC_HOST: "laptop.local" })).url).toBe("https://laptop.local:3443");
  });

  it("behind a TLS proxy that keeps the Host: the public name, with no port when the proxy uses the default one", () => {
    expect(phoneAddress({ host: "tarot.example.org", scheme: "https" }, env({ LISTEN_HOST: "127.0.0.1" }))).toEqual({ url: "https://tarot.example.org", reachable: true, why: "request" });
  });
});

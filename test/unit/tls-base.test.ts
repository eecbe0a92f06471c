/** The address the Invite QR code and links give other devices (server/tls.ts publicBase). */
import { afterEach, describe, expect, it } from "vitest";
import { lanAddress, publicBase } from "../../server/tls";

const saved = { HTTPS: process.env.HTTPS, HTTPS_PORT: process.env.HTTPS_PORT };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
});

describe("the join address", () => {
  it("plain HTTP: the request's own host and port; a loopback name becomes the machine's network address", () => {
    delete process.env.HTTPS;
    expect(publicBase("tarot.example:3000", "http")).toBe("http://tarot.example:3000");
    expect(publicBase("localhost:3000", "http")).toBe(`http://${lanAddress() ?? "localhost"}:3000`);
  });

  it("HTTPS on: https and its own port, whichever port the host device came by", () => {
    process.env.HTTPS = "1";
    process.env.HTTPS_PORT = "3443";
    expect(publicBase("192.168.1.20:3000", "http")).toBe("https://192.168.1.20:3443");
    expect(publicBase("127.0.0.1:3000", "http")).toBe(`https://${lanAddress() ?? "127.0.0.1"}:3443`);
    expect(publicBase("[fd00::2]:3000", "http")).toBe("https://[fd00::2]:3443");
  });
});

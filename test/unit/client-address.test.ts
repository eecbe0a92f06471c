/**
 * Who the client is, for the per-address limits: the connection's address, a trusted proxy's
 * X-Forwarded-For only with TRUST_PROXY (scripts/client-address.mjs), and the key it is counted
 * under (server/limits.ts addressKey: IPv4 as is, IPv4-mapped as IPv4, IPv6 per /64).
 */
import { describe, expect, it } from "vitest";
import { clientAddressOf, trustedProxies } from "@/scripts/client-address.mjs";
import { addressKey } from "@/server/limits";

describe("the client address", () => {
  it("is the connection's unless TRUST_PROXY says how many proxies stand in front", () => {
    expect(clientAddressOf("127.0.0.1", "6.6.6.6", {})).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", "6.6.6.6", { TRUST_PROXY: "0" })).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", "6.6.6.6", { TRUST_PROXY: "1" })).toBe("6.6.6.6");
    // A client's own X-Forwarded-For entries stand left of what the proxy appended: never trusted.
    expect(clientAddressOf("127.0.0.1", "1.1.1.1, 203.0.113.7", { TRUST_PROXY: "1" })).toBe("203.0.113.7");
    expect(clientAddressOf("127.0.0.1", "1.1.1.1, 203.0.113.7, 10.0.0.2", { TRUST_PROXY: "2" })).toBe("203.0.113.7");
    expect(clientAddressOf("127.0.0.1", ["1.1.1.1", "2001:db8::1"], { TRUST_PROXY: "true" })).toBe("2001:db8::1");
    // Nothing usable forwarded: the connection.
    expect(clientAddressOf("127.0.0.1", "not an address", { TRUST_PROXY: "1" })).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", "5.5.5.5", { TRUST_PROXY: "3" })).toBe("127.0.0.1");
    expect(clientAddressOf(undefined, undefined, {})).toBeNull();
    expect(trustedProxies({ TRUST_PROXY: "yes" })).toBe(1);
    expect(trustedProxies({ TRUST_PROXY: "-1" })).toBe(0);
  });

  it("is counted per IPv4 address and per IPv6 /64", () => {
    expect(addressKey("192.168.1.20")).toBe("192.168.1.20");
    expect(addressKey("::ffff:192.168.1.20")).toBe("192.168.1.20");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:0db8:0001:0002:ffff::9"));
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("[2001:db8::7]")).toBe("2001:db8:0:0::/64");
    expect(addressKey("")).toBeNull();
    expect(addressKey(null)).toBeNull();
    expect(addressKey("example.org")).toBeNull();
  });
});

export function isLoopbackName(name: string): boolean;
export function isWildcard(host: string | null | undefined): boolean;
export function lanAddress(): string | null;
export function splitHost(header: string | null | undefined): { name: string; port: number | null };
export interface Listening { host: string | null; port: number | null; https: { host: string; port: number } | null }
export function listening(env?: Record<string, string | undefined>): Listening;
export function loopbackOnly(host: string | null): boolean;
export type Why = "public-url" | "public-host" | "request" | "network" | "loopback-only" | "no-network";
export interface PhoneAddress { url: string; reachable: boolean; why: Why }
export function phoneAddress(request: { host: string; scheme: string } | null, env?: Record<string, string | undefined>): PhoneAddress;

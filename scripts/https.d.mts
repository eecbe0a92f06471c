import type { RequestListener, Server, ServerOptions } from "node:https";

export function httpsWanted(): boolean;
export function httpsPort(port: number | string): number;
export function configuredNames(): string[];
export function machineNames(): { dns: string[]; ips: string[] };
export function lanAddress(): string | null;
export const PERMITTED_RANGES: string[];
export function inRange(ip: string, cidr: string): boolean;
export interface Pem { certPem: string; keyPem: string }
export function makeAuthority(names: { dns: string[]; ips: string[] }, days?: number): Pem;
export function signServer(ca: Pem, names: { dns: string[]; ips: string[] }, days?: number): Pem;
export function ensureCertificates(dir?: string): { dir: string; ca: { certPem: string }; server: Pem; names: { dns: string[]; ips: string[] }; made: string[] };
export function spkiHash(certPem: string): string;
export function startHttps(options: { handler: RequestListener; host: string; port: number | string; options?: ServerOptions; onListening?: (server: Server) => void }): Server;

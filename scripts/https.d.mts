import type { RequestListener, Server } from "node:https";

export function httpsWanted(): boolean;
export function httpsPort(port: number | string): number;
export function machineNames(): { dns: string[]; ips: string[] };
export function lanAddress(): string | null;
export interface Pem { certPem: string; keyPem: string }
export function ensureCertificates(dir?: string): { dir: string; ca: Pem; server: Pem; names: { dns: string[]; ips: string[] }; made: string[] };
export function spkiHash(certPem: string): string;
export function startHttps(options: { handler: RequestListener; host: string; port: number | string }): Server;

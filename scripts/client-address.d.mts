export const CLIENT_ADDRESS_HEADER: "x-ft-client-address";
export function trustedProxies(env?: Record<string, string | undefined>): number;
export function clientAddressOf(remoteAddress: string | undefined | null, forwardedFor: string | string[] | undefined | null, env?: Record<string, string | undefined>): string | null;

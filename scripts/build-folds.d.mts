export function gamesOfRegistry(root: string): Promise<{ id: string; file: string }[]>;
export function buildFolds(root: string, dir?: string): Promise<{ id: string; bytes: number }[]>;

export const DEFAULT_DATABASE_URL: string;
export function migrationsDirFor(url: string): string;
export function sqliteFileOf(url: string, cwd?: string): string;
export function deployMigrations(options?: {
  url?: string;
  dir?: string;
  log?: (line: string) => void;
}): Promise<{ applied: string[]; total: number }>;

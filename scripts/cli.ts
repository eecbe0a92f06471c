/**
 * Command line: `npm run -s cli -- replay FILE...`
 * One file prints one result object; several print a JSON array in order. Exit 0 when every
 * record was read (violations are results), 2 with a one-line message on stderr otherwise.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { replayText } from "../lib/records/replay";

function usage(code: number): never {
  (code ? process.stderr : process.stdout).write("usage: npm run -s cli -- replay FILE...\n");
  process.exit(code);
}

function main(argv: string[]): number {
  const [command, ...files] = argv;
  if (!command || command === "--help" || command === "-h") usage(command ? 0 : 2);
  if (command !== "replay") {
    process.stderr.write(`unknown command "${command}" (try: replay FILE...)\n`);
    return 2;
  }
  if (files.length === 0) {
    process.stderr.write("replay: name at least one record file\n");
    return 2;
  }
  const results = [];
  for (const file of files) {
    let text: string;
    try {
      // `npm run` moves to the project folder; read paths from where the command was typed.
      text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
    } catch (e) {
      process.stderr.write(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})\n`);
      return 2;
    }
    const r = replayText(text);
    if (!r.ok) {
      process.stderr.write(`${file}: ${r.error.message.replace(/\s+/g, " ")}\n`);
      return 2;
    }
    results.push(r.value);
  }
  process.stdout.write(JSON.stringify(files.length === 1 ? results[0] : results, null, 2) + "\n");
  return 0;
}

process.exitCode = main(process.argv.slice(2));

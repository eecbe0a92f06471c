/**
 * Writes the reference data (server/seed) into the database named by DATABASE_URL.
 * Run by `npm start` after the migrations, by `npm run db:seed`, and by `prisma db seed`.
 */
import { getDb, resetDb } from "../server/db";
import { seed } from "../server/seed";

const quiet = process.argv.includes("--quiet");
const prisma = await getDb();
try {
  await seed(prisma, quiet ? undefined : (line) => console.log(line));
} finally {
  await resetDb();
}

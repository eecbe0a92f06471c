import type { Metadata } from "next";
import { JoinForm } from "../JoinForm";

export const metadata: Metadata = { title: "Join a table", referrer: "no-referrer" };

/** The QR code's address: the code is in the path, the choice of seat on the page. */
export default async function JoinCodePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return (
    <div className="space-y-4">
      <h1 className="text-center text-2xl font-bold">Join a table</h1>
      <JoinForm initialCode={decodeURIComponent(code).slice(0, 40)} />
    </div>
  );
}

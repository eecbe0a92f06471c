import type { Metadata } from "next";
import { JoinForm } from "./JoinForm";

export const metadata: Metadata = { title: "Join a table" };

export default function JoinPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-center text-2xl font-bold">Join a table</h1>
      <JoinForm />
    </div>
  );
}

export async function chromiumReader(_deck: unknown): Promise<{ read: (rgba: unknown) => Promise<{ read: never[]; ms: number }>; close: () => Promise<void>; version: string }> {
  throw new Error("not yet");
}

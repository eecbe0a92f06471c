"use client";
/**
 * Camera scanner for the code stickers: rear camera, a framing guide, a decode every ~80 ms,
 * a beep and vibration on success, and each card reported once (not on every frame). Several
 * stickers in one frame are all read (hold the phone over the trick): zxing-wasm reads every code
 * in the frame, the browser's BarcodeDetector too; new ones are reported upright first, then
 * clockwise as their stickers are turned (round the table from the phone's own side).
 * Loaded only when the camera opens (dynamic import), so pages stay light.
 *
 * With a taught deck (a table's, `table`; or the free reading's choice, `deck`), a frame with no
 * sticker is also read for a taught card held to the camera (OpenCV in its worker, ./recog-client,
 * loaded on first use), at most one frame at a time: a card read sure is reported once, upright
 * (0) or reversed (180) as it was held.
 */
import { useEffect, useRef, useState } from "react";
import { createDedupe } from "@/lib/scan/dedupe";
import { loadDecoder, type DecoderName } from "@/lib/scan/decoders";
import type { Rotation, Scanned } from "@/lib/scan/image";
import { quarterTurn } from "@/lib/scan/rotation";
import type { TableDeck } from "./recog-client";

export type ScannerStatus = "starting" | "scanning" | "error";

interface Props {
  /** Called once per newly seen card code, with which way up its sticker lay (null: unknown). */
  onCard: (code: string, rotation: Rotation | null) => void;
  /** Called when the camera cannot be used; the message is for people. */
  onUnavailable?: (message: string) => void;
  /** Milliseconds between decodes. */
  intervalMs?: number;
  label?: string;
  /** Decoders in order of preference (default: the platform's own first). */
  decoders?: DecoderName[];
  /** The table whose taught deck (if it has one) is read too, without stickers. */
  table?: string;
  /** A taught deck to read too (the free reading's choice); wins over `table`'s. */
  deck?: TableDeck | null;
}

function beep() {
  try {
    const AC = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AC) return;
    const ctx = new AC();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.08);
    osc.onended = () => void ctx.close();
  } catch { /* sound is a nicety */ }
  navigator.vibrate?.(60);
}

export function cameraProblem(): string | null {
  if (typeof window === "undefined") return null;
  if (!window.isSecureContext) return "The camera needs a secure connection (https, or localhost). Tap the cards in the picker instead.";
  if (!navigator.mediaDevices?.getUserMedia) return "This browser cannot use a camera here. Tap the cards in the picker instead.";
  return null;
}

export default function Scanner({ onCard, onUnavailable, intervalMs = 80, label = "Camera scanner", decoders, table, deck }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<ScannerStatus>("starting");
  const [message, setMessage] = useState<string | null>(null);
  const [decoderName, setDecoderName] = useState<string>("");
  const [taughtName, setTaughtName] = useState<string | null>(null);
  // Callbacks change on every render of the parent; the camera must not restart for that.
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;
  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const fail = (text: string) => {
      if (stopped) return;
      setStatus("error");
      setMessage(text);
      onUnavailableRef.current?.(text);
    };
    (async () => {
      const problem = cameraProblem();
      if (problem) return fail(problem);
      // The decoder loads while the camera starts (and while a first visit asks for permission).
      const decoderReady = loadDecoder({ wasmUrl: "/zxing/zxing_reader.wasm", order: decoders }).then(async (d) => ({
        ...d,
        // zxing-wasm reads every sticker in the frame (no doubled pass: a frame is not a photo).
        multi: d.name === "zxing-wasm" ? (await import("@/lib/scan/decode-multi")).decodeAll : null,
      }));
      decoderReady.catch(() => {});
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      } catch (e) {
        const name = (e as DOMException)?.name;
        return fail(name === "NotAllowedError" ? "Camera permission was refused. Allow the camera in the browser's settings, or tap the cards instead."
          : name === "NotFoundError" || name === "OverconstrainedError" ? "No camera was found. Tap the cards in the picker instead."
          : "The camera could not start. Tap the cards in the picker instead.");
      }
      if (stopped) { stream.getTracks().forEach((t) => t.stop()); return; }
      (window as unknown as { __ftCameraStarted?: number }).__ftCameraStarted = performance.now();
      const v = video.current!;
      v.srcObject = stream;
      await v.play().catch(() => {});
      const { name, decode, multi } = await decoderReady;
      if (stopped) return;
      setDecoderName(name);
      // The taught deck, if any, looked up beside the sticker scanning: its reader (and OpenCV) then load in the background.
      let reader: typeof import("./recog-client") | null = null, taught: TableDeck | null = null;
      if (deck || table) {
        void (async () => {
          const recog = await import("./recog-client");
          const d = deck ?? (table ? await recog.tableDeck(table).catch(() => null) : null);
          if (stopped || !d || d.taught <= 0) return;
          void recog.warmUp().catch(() => {});
          taught = d;
          reader = recog;
          setTaughtName(d.name);
        })().catch(() => {});
      }
      let reading = false, lastRead = 0;
      const taughtSeen = createDedupe({ gapMs: 1500 });
      setStatus("scanning");
      (window as unknown as { __ftScanStarted?: number }).__ftScanStarted = performance.now();
      const canvas = document.createElement("canvas");
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      const dedupe = createDedupe({ gapMs: 1200 });
      const tick = async () => {
        if (stopped) return;
        if (v.videoWidth && v.readyState >= 2) {
          if (canvas.width !== v.videoWidth) { canvas.width = v.videoWidth; canvas.height = v.videoHeight; }
          ctx.drawImage(v, 0, 0);
          let found: Scanned[] = [];
          try {
            const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
            if (multi) {
              const all = await multi(frame, { upscale: false });
              found = all.sort((a, b) => ((a.rotation + 405) % 360) - ((b.rotation + 405) % 360)).map((s) => ({ code: s.code, rotation: quarterTurn(s.rotation) }));
            } else {
              const scan = await decode(frame);
              found = scan ? [scan, ...(scan.more ?? [])] : [];
            }
          } catch { found = []; }
          const now = performance.now();
          if (found.length === 0) dedupe.accept(null, now);
          if (found.length === 0 && reader && taught && !reading && now - lastRead > 400) {
            // One frame at a time through the taught deck's reader; the camera loop goes on meanwhile.
            reading = true;
            lastRead = now;
            const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
            void reader.readTaught(taught, frame, { expect: 1 }).then(({ cards }) => {
              if (stopped) return;
              const best = cards.filter((c) => c.sure && c.code).sort((a, b) => b.inliers - a.inliers)[0];
              const fresh = taughtSeen.accept(best?.code ?? null, performance.now());
              if (!fresh || !best) return;
              beep();
              onCardRef.current(fresh, quarterTurn(best.rotation) === 180 ? 180 : 0);
            }).catch(() => {}).finally(() => { reading = false; lastRead = performance.now(); });
          }
          for (const scan of found) {
            const fresh = dedupe.accept(scan.code, now);
            if (!fresh) continue;
            const w = window as unknown as { __ftFirstDecode?: number; __ftScanStarted?: number };
            w.__ftFirstDecode ??= performance.now() - (w.__ftScanStarted ?? 0);
            beep();
            onCardRef.current(fresh, scan.rotation);
          }
        }
        timer = setTimeout(tick, intervalMs);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    // The deck is chosen before the camera opens (a new choice reopens it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs, table, deck?.id, deck?.taught]);

  return (
    <section aria-label={label} className="space-y-2">
      <div className="relative overflow-hidden rounded-xl bg-black" style={{ aspectRatio: "4 / 3" }}>
        <video ref={video} muted playsInline className="h-full w-full object-cover" aria-hidden="true" />
        <div className="pointer-events-none absolute inset-[18%] rounded-lg border-4 border-dashed border-gold-400/90" aria-hidden="true" />
      </div>
      <p role="status" className="text-sm" data-testid="scanner-status" data-decoder={decoderName}>
        {status === "starting" ? "Starting the camera…" : status === "scanning" ? (taughtName ? `Hold a card of ${taughtName} or a sticker inside the frame.` : "Hold a sticker inside the frame.") : message}
      </p>
    </section>
  );
}

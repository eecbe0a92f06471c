/** The teaching photo shrunk on the phone before it is sent (at most 2400 px a side, JPEG): turned upright by the browser, and small to send. */
export const TEACH_MAX_SIDE = 2400;

export async function shrinkPhoto(file: File): Promise<{ blob: Blob; bitmap: ImageBitmap }> {
  const bitmap = await createImageBitmap(file);
  const k = Math.min(1, TEACH_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * k);
  canvas.height = Math.round(bitmap.height * k);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no blob"))), "image/jpeg", 0.92));
  return { blob, bitmap };
}

/** Draws the photo with the outline of every card found, numbered in reading order. */
export function drawSeen(canvas: HTMLCanvasElement, bitmap: ImageBitmap, found: [number, number][][], photoWidth: number, labels: string[]) {
  const W = Math.min(800, bitmap.width), k = W / bitmap.width, s = bitmap.width / photoWidth;
  canvas.width = W;
  canvas.height = Math.round(bitmap.height * k);
  const ctx = canvas.getContext("2d")!;
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  ctx.lineWidth = 3;
  ctx.font = "bold 16px system-ui, sans-serif";
  found.forEach((q, i) => {
    ctx.strokeStyle = "#22c55e";
    ctx.beginPath();
    q.forEach(([x, y], j) => (j ? ctx.lineTo(x * s * k, y * s * k) : ctx.moveTo(x * s * k, y * s * k)));
    ctx.closePath();
    ctx.stroke();
    const [x, y] = q[0];
    ctx.fillStyle = "rgba(0,0,0,0.7)";
    ctx.fillRect(x * s * k, y * s * k, 60, 22);
    ctx.fillStyle = "#fff";
    ctx.fillText(labels[i] ?? String(i + 1), x * s * k + 4, y * s * k + 16);
  });
}

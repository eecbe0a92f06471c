/** Quarter turns from angles and directions; its own small module so each decoder's chunk takes only this. */
import type { Rotation } from "./image";

/** Degrees clockwise (any range) to the nearest quarter turn; 45° goes to 90, 135° to 180. */
export function quarterTurn(degrees: number): Rotation {
  return ((((Math.round(degrees / 90) % 4) + 4) % 4) * 90) as Rotation;
}

/**
 * The quarter turn of a code from the direction of its top edge (left to right on the code) in
 * image coordinates, y down: (1, 0) is upright, (0, 1) a quarter turn clockwise. Null when the
 * points coincide or are not numbers.
 */
export function rotationOf(dx: number, dy: number): Rotation | null {
  return Number.isFinite(dx) && Number.isFinite(dy) && (dx !== 0 || dy !== 0) ? quarterTurn((Math.atan2(dy, dx) * 180) / Math.PI) : null;
}

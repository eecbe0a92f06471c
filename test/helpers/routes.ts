/**
 * Every JSON API route handler, for in-process integration tests, in two forms:
 * - the named exports (`createGame`, `postAction`, …) are wrapped in `hostJar`
 *   (test/helpers/devices.ts): each request carries the jar's device cookies and each answer's
 *   cookies are kept, so a test file that makes a game acts as that game's host device;
 * - `raw` holds the handlers as the routes export them, for requests that bring their own
 *   credential (or none, or a forged one) and must not get the host's cookie added.
 *
 * Vitest gives each test file its own module graph, so each file has its own `hostJar`.
 * Joining (`raw.postJoin`) has no wrapped form on purpose: the joined device's cookie would
 * replace the host's in the jar.
 *
 *   import { createGame, postAction, ctx } from "@/test/helpers/routes";
 *   const res = await postAction(request, ctx(id));
 */
import { hostJar } from "@/test/helpers/devices";
import { POST as createGameRoute, GET as listGamesRoute } from "@/app/api/games/route";
import { GET as getGameRoute } from "@/app/api/games/[id]/route";
import { POST as postActionRoute } from "@/app/api/games/[id]/actions/route";
import { POST as postUndoRoute } from "@/app/api/games/[id]/undo/route";
import { GET as getRecordRoute } from "@/app/api/games/[id]/record/route";
import { GET as streamRoute } from "@/app/api/games/[id]/stream/route";
import { GET as getDevicesRoute, POST as postDevicesRoute } from "@/app/api/games/[id]/devices/route";
import { POST as importRecordRoute } from "@/app/api/games/import/route";
import { POST as replayRoute } from "@/app/api/replay/route";
import { POST as postJoinRoute } from "@/app/api/join/route";
import { GET as getJoinRoute } from "@/app/api/join/[code]/route";
import { GET as getCardRoute } from "@/app/api/cards/[code]/route";
import { GET as getCardsRoute } from "@/app/api/cards/route";
import { GET as listPlayersRoute } from "@/app/api/players/route";
import { GET as zonesRoute } from "@/app/api/zones/route";
import { GET as getPlayerRoute } from "@/app/api/players/[name]/route";
import { GET as playerReadingsRoute } from "@/app/api/players/[name]/readings/route";
import { POST as postReadingRoute } from "@/app/api/readings/route";
import { GET as exportCsvRoute } from "@/app/api/players/export.csv/route";
import { GET as exportBgRoute } from "@/app/api/players/export.bgstats.json/route";
import { GET as playerCsvRoute } from "@/app/api/players/[name]/export.csv/route";
import { GET as playerBgRoute } from "@/app/api/players/[name]/export.bgstats.json/route";
import { POST as mergeRoute } from "@/app/api/players/[name]/merge/route";
import { POST as renameRoute } from "@/app/api/players/[name]/rename/route";
import { GET as changesRoute, POST as postChangeRoute } from "@/app/api/players/changes/route";
import { POST as undoChangeRoute } from "@/app/api/players/changes/[id]/undo/route";
import { GET as circlesRoute } from "@/app/api/circles/route";
import { GET as circleRoute, POST as postCircleRoute } from "@/app/api/circles/[id]/route";
import { GET as healthRoute } from "@/app/api/health/route";

/** The route handlers as exported, without any cookie added. */
export const raw = {
  createGame: createGameRoute,
  listGames: listGamesRoute,
  getGame: getGameRoute,
  postAction: postActionRoute,
  postUndo: postUndoRoute,
  getRecord: getRecordRoute,
  stream: streamRoute,
  getDevices: getDevicesRoute,
  postDevices: postDevicesRoute,
  importRecord: importRecordRoute,
  replay: replayRoute,
  postJoin: postJoinRoute,
  getJoin: getJoinRoute,
  getCard: getCardRoute,
  getCards: getCardsRoute,
  listPlayers: listPlayersRoute,
  zones: zonesRoute,
  health: healthRoute,
  getPlayer: getPlayerRoute,
  playerReadings: playerReadingsRoute,
  postReading: postReadingRoute,
  exportCsv: exportCsvRoute,
  exportBg: exportBgRoute,
  playerCsv: playerCsvRoute,
  playerBg: playerBgRoute,
  merge: mergeRoute,
  rename: renameRoute,
  changes: changesRoute,
  postChange: postChangeRoute,
  undoChange: undoChangeRoute,
  circles: circlesRoute,
  circle: circleRoute,
  postCircle: postCircleRoute,
};

export const createGame = hostJar.wrap(raw.createGame);
export const listGames = hostJar.wrap(raw.listGames);
export const getGame = hostJar.wrap(raw.getGame);
export const postAction = hostJar.wrap(raw.postAction);
export const postUndo = hostJar.wrap(raw.postUndo);
export const getRecord = hostJar.wrap(raw.getRecord);
export const stream = hostJar.wrap(raw.stream);
export const getDevices = hostJar.wrap(raw.getDevices);
export const postDevices = hostJar.wrap(raw.postDevices);
export const importRecord = hostJar.wrap(raw.importRecord);
export const replay = hostJar.wrap(raw.replay);
export const getJoin = hostJar.wrap(raw.getJoin);
export const getCard = hostJar.wrap(raw.getCard);
export const getCards = hostJar.wrap(raw.getCards);
export const listPlayers = hostJar.wrap(raw.listPlayers);
export const zones = hostJar.wrap(raw.zones);
export const health = hostJar.wrap(raw.health);
// The player and circle routes, as the browser that made this file's games (a member of their circle).
export const getPlayer = hostJar.wrap(raw.getPlayer);
export const playerReadings = hostJar.wrap(raw.playerReadings);
export const postReading = hostJar.wrap(raw.postReading);
export const exportCsv = hostJar.wrap(raw.exportCsv);
export const exportBg = hostJar.wrap(raw.exportBg);
export const playerCsv = hostJar.wrap(raw.playerCsv);
export const playerBg = hostJar.wrap(raw.playerBg);
export const merge = hostJar.wrap(raw.merge);
export const rename = hostJar.wrap(raw.rename);
export const changes = hostJar.wrap(raw.changes);
export const postChange = hostJar.wrap(raw.postChange);
export const undoChange = hostJar.wrap(raw.undoChange);
export const circles = hostJar.wrap(raw.circles);
export const circle = hostJar.wrap(raw.circle);
export const postCircle = hostJar.wrap(raw.postCircle);

/** The second argument of a player route: `{ params }` with the player's name. */
export const nameCtx = (name: string) => ({ params: Promise.resolve({ name }) });

/** The second argument of a game route: `{ params }` with the game's id. */
export const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

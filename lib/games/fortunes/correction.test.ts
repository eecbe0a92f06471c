/**
 * Fortunes' correction target (its module's `correctionTarget`): a card of a trick, by deal, trick
 * and position in play order. The API parses a correction with it (400 for what it refuses); a
 * well-formed target is then `locate`'s to find (422 when it points at no card).
 */
import { trickTargetCases } from "@/test/helpers/trick-targets";
import { fortunesModule } from "./module";

trickTargetCases("Fortunes", fortunesModule, { lower: "t21", other: "C01" });

import type { HowToPlay } from "../how-to-play";

export const howToPlay: HowToPlay = { intro: "", needs: "", sections: [] };

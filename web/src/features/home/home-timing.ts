// The home's timings from docs/product.md, in one place for the sliders, the videos and the pre-home.

/** Time each slide stays before the next one fades in. */
export const AUTOPLAY_DELAY_MS = 5000;
/** Duration of the cross-fade. */
export const FADE_MS = 2500;
/** A video slide starts this long after its slide becomes active. */
export const VIDEO_PLAY_DELAY_MS = 1500;
/** The pre-home closes by itself after this long. */
export const PREHOME_AUTO_CLOSE_MS = 15_000;
/** Length of the pre-home's fade-out; prehome.css uses the same value. */
export const PREHOME_FADE_OUT_MS = 600;

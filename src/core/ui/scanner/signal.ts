/**
 * A scan's result felt and heard (issue 40, scan-to-count: eyes stay on the shelf): a short high
 * tone and a short vibration for a code taken, a low longer tone and a double vibration for one
 * that matched nothing. The same result is always said in text too (the caller's live region):
 * this is an addition, never the only signal. The audio context is made on `prepare()`, to be
 * called from a user's gesture (browsers start audio only after one); without it, or where the
 * page has no audio or vibration, nothing is played and nothing fails.
 */
let audio: AudioContext | null = null;

/** Makes the audio context; call from a click or key press (the mode's toggle). */
export function prepareScanSignal(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume().catch(() => undefined);
  } catch {
    audio = null; // no Web Audio here: vibration and text only
  }
}

export function scanSignal(ok: boolean): void {
  if ('vibrate' in navigator) navigator.vibrate(ok ? 60 : [90, 60, 90]);
  if (!audio) return;
  try {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 1046 : 220;
    gain.gain.value = 0.06;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (ok ? 0.09 : 0.3));
  } catch {
    // a closed or suspended context: the text says it
  }
}

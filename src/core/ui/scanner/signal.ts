/**
 * A scan's result felt and heard (issue 40, scan-to-count: eyes stay on the shelf): a short high
 * tone and a short vibration for a code taken, a low longer tone and a double vibration for one
 * that matched nothing, two short middle tones and a triple pulse for one that needs the user's
 * choice on the screen. The same result is always said in text too (the caller's live region):
 * this is an addition, never the only signal. The audio context is made by `prepareScanSignal()`,
 * called in or after a user's gesture (browsers start audio only after one: Chromium once the page
 * has had any, Safari within one); without it, or where the page has no audio or vibration, nothing
 * is played and nothing fails.
 */
let audio: AudioContext | null = null;

/** Makes the audio context (once) and lets it run; call from a click or a key press, or after one. */
export function prepareScanSignal(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null; // no Web Audio here: vibration and text only
  }
}

export type ScanSignal = 'ok' | 'fail' | 'ask';

const TONES: Record<ScanSignal, { hz: number; beeps: readonly [start: number, length: number][]; vibrate: number | number[] }> = {
  ok: { hz: 1046, beeps: [[0, 0.09]], vibrate: 60 },
  fail: { hz: 220, beeps: [[0, 0.3]], vibrate: [90, 60, 90] },
  ask: { hz: 660, beeps: [[0, 0.07], [0.12, 0.07]], vibrate: [40, 40, 40, 40, 40] },
};

export function scanSignal(kind: ScanSignal): void {
  const { hz, beeps, vibrate } = TONES[kind];
  if ('vibrate' in navigator) navigator.vibrate(vibrate);
  if (!audio) return;
  try {
    for (const [start, length] of beeps) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = hz;
      gain.gain.value = 0.06;
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + start);
      tone.stop(audio.currentTime + start + length);
    }
  } catch {
    // a closed or suspended context: the text says it
  }
}

import { useSyncExternalStore } from "react";
import { findVietnameseVoice, speechSynthesisOf } from "@/features/inspiration-result/model/vietnamese-speech.ts";

function subscribe(onChange: () => void): () => void {
  const synth = speechSynthesisOf();
  if (!synth || typeof synth.addEventListener !== "function") return () => {};
  synth.addEventListener("voiceschanged", onChange);
  return () => synth.removeEventListener("voiceschanged", onChange);
}

// The voice's URI, not the voice: a browser may hand out new voice objects on every getVoices().
const vietnameseVoiceUri = (): string | null => {
  const synth = speechSynthesisOf();
  return synth ? (findVietnameseVoice(synth)?.voiceURI ?? null) : null;
};

/** Whether this device can speak Vietnamese now; turns true when late-loading voices arrive. */
export function useHasVietnameseVoice(): boolean {
  return useSyncExternalStore(subscribe, vietnameseVoiceUri, () => null) !== null;
}

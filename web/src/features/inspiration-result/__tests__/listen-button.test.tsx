import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { paidRecord, RECORD_ID } from "./record-fixtures.ts";
import { answerGetInspiration, json, renderResult } from "./render-result.tsx";

/** A speechSynthesis whose voices arrive late, as in Chrome, and which records what it is asked to say. */
class FakeSpeechSynthesis extends EventTarget {
  voices: Partial<SpeechSynthesisVoice>[] = [];
  spoken: { text: string; lang: string; voice: unknown }[] = [];
  cancelled = 0;
  getVoices = () => this.voices as SpeechSynthesisVoice[];
  speak = (utterance: SpeechSynthesisUtterance) =>
    this.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice });
  cancel = () => void this.cancelled++;
  loadVoices(voices: Partial<SpeechSynthesisVoice>[]) {
    this.voices = voices;
    this.dispatchEvent(new Event("voiceschanged"));
  }
}

class FakeUtterance {
  lang = "";
  voice: unknown = null;
  rate = 1;
  constructor(readonly text: string) {}
}

const VIETNAMESE = { lang: "vi-VN", name: "Tiếng Việt", voiceURI: "vi-voice", localService: true };
const ENGLISH = { lang: "en-US", name: "English", voiceURI: "en-voice", localService: true };

function installSpeech(): FakeSpeechSynthesis {
  const synth = new FakeSpeechSynthesis();
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(globalThis, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
  return synth;
}

afterEach(() => {
  Reflect.deleteProperty(window, "speechSynthesis");
  Reflect.deleteProperty(globalThis, "SpeechSynthesisUtterance");
});

describe("Nghe: a name read by the device's Vietnamese voice", () => {
  it("offers no button where the device has no speech synthesis", async () => {
    answerGetInspiration(json(paidRecord()));
    renderResult(RECORD_ID);

    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: /^Nghe/ })).not.toBeInTheDocument();
  });

  it("shows the button only once a vi-VN voice has loaded, and says the voice may misread", async () => {
    const synth = installSpeech();
    answerGetInspiration(json(paidRecord()));
    renderResult(RECORD_ID);
    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: /^Nghe/ })).not.toBeInTheDocument();

    act(() => synth.loadVoices([ENGLISH]));
    expect(screen.queryByRole("button", { name: /^Nghe/ })).not.toBeInTheDocument();

    act(() => synth.loadVoices([ENGLISH, VIETNAMESE]));
    expect(screen.getAllByRole("button", { name: /^Nghe tên / })).toHaveLength(20);
    expect(screen.getByText(/Giọng máy đôi khi đọc sai dấu/)).toBeInTheDocument();
  });

  it("speaks the full name with the Vietnamese voice and lang set on the utterance, restarting on a second tap", async () => {
    const synth = installSpeech();
    synth.voices = [ENGLISH, VIETNAMESE];
    const record = paidRecord();
    const [first] = record.suggestions;
    answerGetInspiration(json(record));
    const user = userEvent.setup();
    renderResult(RECORD_ID);

    const [card] = await screen.findAllByRole("article");
    const listen = within(card!).getByRole("button", { name: `Nghe tên ${first!.fullName}` });
    await user.click(listen);
    await user.click(listen);

    expect(synth.spoken).toEqual([
      { text: first!.fullName, lang: "vi-VN", voice: VIETNAMESE },
      { text: first!.fullName, lang: "vi-VN", voice: VIETNAMESE },
    ]);
    expect(synth.cancelled).toBe(2);
  });
});

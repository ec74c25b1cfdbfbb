import { useHasVietnameseVoice } from "@/features/inspiration-result/hooks/use-vietnamese-voice.ts";
import { speakVietnamese, speechSynthesisOf } from "@/features/inspiration-result/model/vietnamese-speech.ts";

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 9v6h4l5 4V5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
      />
    </svg>
  );
}

/** "Nghe": the device reads the full name aloud; absent where the device has no Vietnamese voice. */
export function ListenButton({ fullName }: { fullName: string }) {
  const available = useHasVietnameseVoice();
  if (!available) return null;
  return (
    <button
      type="button"
      className="icon-button no-print"
      aria-label={`Nghe tên ${fullName}`}
      onClick={() => {
        const synth = speechSynthesisOf();
        if (synth) speakVietnamese(synth, fullName);
      }}
    >
      <SpeakerIcon />
      <span aria-hidden="true">Nghe</span>
    </button>
  );
}

/**
 * Said once, above the names, wherever "Nghe" is offered: a device voice can misplace a tone or
 * read a rare syllable like a foreign word, and parents should trust the written name over it.
 */
export function ListenNote() {
  const available = useHasVietnameseVoice();
  if (!available) return null;
  return (
    <p className="listen-note no-print">
      Nút “Nghe” dùng giọng đọc tiếng Việt có sẵn trên máy. Giọng máy đôi khi đọc sai dấu hoặc đọc lơ lớ một vài chữ
      hiếm; khi nghe chưa đúng, bố mẹ hãy tin vào cách viết.
    </p>
  );
}

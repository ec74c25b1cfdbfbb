// Whether this browser can hand a picture to the system's share sheet (on a phone: "Lưu hình ảnh"
// into Photos, or straight to a chat app), asked with a probe file since support depends on the
// file's type. Plain DOM: the early view asks too, so both draw the same buttons.
export function canShareImages(): boolean {
  try {
    return (
      typeof navigator.canShare === "function" &&
      typeof File === "function" &&
      navigator.canShare({ files: [new File([], "qr.png", { type: "image/png" })] })
    );
  } catch {
    return false;
  }
}

export const SAVE_QR_BUTTON = "Lưu ảnh QR";
export const SHARE_QR_BUTTON = "Chia sẻ ảnh QR";

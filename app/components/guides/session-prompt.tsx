import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DownloadButton } from "~/components/layout/download-button";
import { promptFlags } from "~/config/constants";
import { readStorage, writeStorage } from "~/lib/safe-storage";
import { useLocale } from "~/lib/use-locale";
import { m } from "~/paraglide/messages.js";

export type PromptFlag = keyof typeof promptFlags;

/**
 * The once-per-session download prompt of the Oktoberfest pages (spec
 * section 4, "Oktoberfest and Munich modal"; decisions.md): shown at once,
 * the first time the section with id `section` enters the viewport in this tab, and
 * never again in the session (a functional flag in session storage, separate
 * per page). A real modal dialog: focus moves into it and back, Escape and
 * the close button close it, the page behind is inert.
 */
export function SessionPrompt({ flag, section, message }: { flag: PromptFlag; section: string; message: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  const locale = useLocale();

  useEffect(() => {
    const key = promptFlags[flag];
    const target = document.getElementById(section);
    if (!target || readStorage("sessionStorage", key) !== null) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (readStorage("sessionStorage", key) !== null) return;
      writeStorage("sessionStorage", key, "shown");
      opener.current = document.activeElement;
      setOpen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [flag, section]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  function onClose() {
    setOpen(false);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${flag}-prompt-title`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-0 text-ink shadow-lift backdrop:bg-night/60"
    >
      <div className="relative p-6 sm:p-7">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-sand"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{m.prompt_close({}, { locale })}</span>
        </button>
        <h2 id={`${flag}-prompt-title`} className="pr-10 text-xl font-extrabold tracking-tight">
          {m.prompt_title({}, { locale })}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-soft">{message}</p>
        <DownloadButton className="mt-5 w-full">{m.prompt_button({}, { locale })}</DownloadButton>
      </div>
    </dialog>
  );
}

/**
 * The account-deletion form in the browser (spec §2, §5; decisions.md "Account deletion requests
 * are never silently dropped"). DeletionForm (app/components/delete-account/deletion-form.tsx)
 * prerenders it with its controls disabled, since it has nowhere to post without JavaScript; this
 * script enables it and runs it:
 *
 * - validation in the spec's order, one message at a time, next to its field, announced (an
 *   alert), linked to the field (aria-invalid, aria-describedby) and the field focused; the message
 *   goes as soon as its field changes;
 * - with an endpoint: POST {email}, then home with a notice, or on failure 'Failed to delete
 *   account. Please try again.', keeping what was typed;
 * - without one, and after a failure too: the e-mail route (DeletionHandoff): the request with the
 *   visitor's address, a button that copies it, a link that opens the mail app with it; the page
 *   stays, since the request counts only once the e-mail arrives;
 * - the support address of 'Questions first?' becomes a mailto link.
 *
 * Home shows the notice after the new page load: it waits in session storage (src/scripts/flash.ts).
 */
import { siteConfig } from "~/config/site";
import {
  deletionEndpointFor,
  deletionProblem,
  deletionProblemField,
  mailtoUrl,
  submitDeletion,
  type DeletionField,
} from "~/lib/deletion-request";
import { copyText } from "~/lib/clipboard";
import { carryNotice } from "../scripts/flash";
import { readTexts, revealSupportEmail } from "./dom";
import type { DeletionTexts } from "./deletion-texts";

// DeletionForm's classes for a field with and without a problem (app/components/delete-account/deletion-form.tsx).
const invalidClasses: Record<DeletionField, [invalid: string[], valid: string[]]> = {
  acknowledge: [
    ["border-danger", "bg-danger-tint"],
    ["border-line", "bg-canvas"],
  ],
  email: [["border-danger"], ["border-ink-faint/60"]],
};

/** DeletionForm's controls, as it prerenders them. */
interface FormParts {
  form: HTMLFormElement;
  fieldset: HTMLFieldSetElement;
  fields: Record<DeletionField, HTMLInputElement>;
  /** The acknowledgement's box, which holds its checkbox and label. */
  box: HTMLElement;
  submit: HTMLButtonElement;
}

function findParts(form: HTMLFormElement): FormParts | null {
  const fieldset = form.querySelector("fieldset");
  const acknowledge = form.querySelector<HTMLInputElement>('input[name="acknowledge"]');
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const box = acknowledge?.parentElement;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!fieldset || !acknowledge || !email || !box || !submit) return null;
  return { form, fieldset, fields: { acknowledge, email }, box, submit };
}

function start({ form, fieldset, fields, box, submit }: FormParts, texts: DeletionTexts) {
  let error: { field: DeletionField; element: HTMLElement } | null = null;
  let failure: HTMLElement | null = null;
  let sending = false;

  /** The element whose look says that a field has a problem: the acknowledgement's box, the e-mail's input. */
  const styled = (field: DeletionField) => (field === "acknowledge" ? box : fields.email);

  function markInvalid(field: DeletionField, invalid: boolean) {
    const [invalidLook, validLook] = invalidClasses[field];
    styled(field).classList.remove(...(invalid ? validLook : invalidLook));
    styled(field).classList.add(...(invalid ? invalidLook : validLook));
  }

  function clearError() {
    if (!error) return;
    const input = fields[error.field];
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    markInvalid(error.field, false);
    error.element.remove();
    error = null;
  }

  function showError(field: DeletionField, message: string) {
    clearError();
    const input = fields[field];
    const element = document.createElement("p");
    element.id = `${input.id}-error`;
    element.setAttribute("role", "alert");
    element.className = "mt-2 flex gap-1.5 text-sm font-semibold text-danger";
    element.textContent = message;
    // Under the acknowledgement's box, or under the e-mail field, as DeletionForm places it.
    styled(field).after(element);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", element.id);
    markInvalid(field, true);
    error = { field, element };
    input.focus();
  }

  function setSending(next: boolean) {
    sending = next;
    submit.disabled = next;
    submit.textContent = next ? texts.sending : texts.send;
  }

  function showFailure() {
    failure?.remove();
    failure = document.createElement("p");
    failure.setAttribute("role", "alert");
    failure.className = "rounded-xl bg-danger-tint p-4 font-semibold text-danger";
    failure.textContent = texts.failed;
    // Above the button's row, as DeletionForm places it.
    submit.parentElement?.before(failure);
  }

  /** The e-mail route, below the form, filled in with the visitor's address. */
  function showHandoff(email: string, afterFailure: boolean) {
    const template = form.parentElement?.querySelector<HTMLTemplateElement>("template[data-handoff]");
    if (!template) return;
    form.parentElement?.querySelector("[data-handoff-shown]")?.remove();
    const panel = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    panel.dataset.handoffShown = "";
    const [before, after] = texts.mail.body;
    const request = `${before}${email.trim()}${after}`;
    panel.querySelector<HTMLElement>("[data-handoff-failed]")!.hidden = !afterFailure;
    panel.querySelector<HTMLTextAreaElement>("[data-handoff-request]")!.value = request;
    panel.querySelector<HTMLAnchorElement>("[data-handoff-open]")!.href = mailtoUrl(
      siteConfig.supportEmail,
      texts.mail.subject,
      request,
    );
    const status = panel.querySelector<HTMLElement>("[data-handoff-status]")!;
    panel.querySelector("[data-handoff-copy]")!.addEventListener("click", () => {
      void copyText(request).then((copied) => {
        status.textContent = copied ? (status.dataset.copied ?? "") : "";
        if (!copied) panel.querySelector<HTMLTextAreaElement>("[data-handoff-request]")!.select();
      });
    });
    template.after(panel);
    // The form's card stays in view as the page scrolls on a computer; with the e-mail route it can
    // be taller than the window, so it scrolls with the page from now on.
    template.closest(".lg\\:sticky")?.classList.remove("lg:sticky");
    revealSupportEmail(panel, texts.mail.subject);
    panel.querySelector<HTMLElement>("#handoff-title")?.focus();
  }

  /** Home, with the notice that waits there for the next page load. */
  function goHome(notice: string) {
    carryNotice(notice);
    window.location.assign(texts.home);
  }

  async function send() {
    const email = fields.email.value;
    const problem = deletionProblem(fields.acknowledge.checked, email);
    if (problem) {
      showError(deletionProblemField(problem), texts.problems[problem]);
      return;
    }
    clearError();
    const endpoint = deletionEndpointFor(siteConfig.deletionEndpoint);
    if (!endpoint) {
      // No server to post to: the request goes to support as the visitor's own e-mail.
      showHandoff(email, false);
      return;
    }
    failure?.remove();
    failure = null;
    setSending(true);
    if (await submitDeletion(endpoint, email)) {
      goHome(texts.notice);
    } else {
      setSending(false);
      showFailure();
      showHandoff(email, true);
    }
  }

  fields.acknowledge.addEventListener("change", () => {
    if (error?.field === "acknowledge") clearError();
  });
  fields.email.addEventListener("input", () => {
    if (error?.field === "email") clearError();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!sending) void send();
  });
  fieldset.disabled = false;
}

const root = document.querySelector<HTMLElement>("[data-deletion]");
const form = root?.querySelector("form");
const parts = form ? findParts(form) : null;
if (root && parts) {
  const texts = readTexts<DeletionTexts>(root, "deletion");
  start(parts, texts);
  // 'Questions first? Write to …': the support address becomes a link.
  revealSupportEmail(root, texts.questionsSubject);
}

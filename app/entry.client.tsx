import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { assertAppRoot } from "~/lib/app-root";

// Spec §8: without the element the app renders into, start-up fails loudly.
assertAppRoot(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

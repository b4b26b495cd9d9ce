/** Chooses the delivery provider from the configuration: the one place to add another. */
import type { DeliveryConfig } from "../config.ts";
import type { Provider } from "../types.ts";
import { outboxProvider } from "./outbox.ts";
import { resendProvider } from "./resend.ts";

export function providerFor(delivery: DeliveryConfig, fetchImpl?: typeof fetch): Provider {
  switch (delivery.kind) {
    case "resend":
      return resendProvider({ apiKey: delivery.apiKey, fetch: fetchImpl });
    case "outbox":
      return outboxProvider(delivery.dir);
  }
}

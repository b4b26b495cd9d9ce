/** A language's services and cards (content/services.<language>.json) with their icons (content/services.json), by id. */
import { byId } from "./by-id";
import factsFile from "./services.json" with { type: "json" };
import type { ServiceFacts, ServiceWords } from "./schema/services";
import type { Card, Service } from "./types";

const facts = factsFile as ServiceFacts;

const iconOf = (list: readonly { id: string; icon: ServiceFacts["services"][number]["icon"] }[], id: string) => byId(list, id, "content/services.json").icon;

export function servicesIn(words: ServiceWords) {
  return {
    services: words.services.map(({ id, title, description, features }): Service => ({ slug: id, icon: iconOf(facts.services, id), title, description, features, teaser: byId(facts.services, id, "content/services.json").teaser })),
    careCircles: words.careCircles.map(({ id, title, description }): Card => ({ icon: iconOf(facts.careCircles, id), title, description })),
    careFeatures: words.careFeatures.map(({ id, title, description }): Card => ({ icon: iconOf(facts.careFeatures, id), title, description })),
    connectedCircles: words.connectedCircles.map(({ id, title, description }): Card => ({ icon: iconOf(facts.connectedCircles, id), title, description })),
  };
}

/**
 * The content data files and the build's check of them: the real files hold, a broken copy of each
 * kind stops the build step with the file and the field named, and translations pair by id.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentProblems, pairingProblems } from "./check";
import { contentFiles, translations } from "./index";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits parsed JSON of any shape, as a person editing the file would
type Json = any;

const ROOT = path.join(__dirname, "..", "..");
const DENO = path.join(ROOT, "node_modules", ".bin", "deno");
const readReal = async (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const dataFiles = [...contentFiles.map((c) => c.file), ...translations.flatMap((t) => t.files)];

/** A copy of every data file (and what the launch check reads) in a temporary root. */
function copyTree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  for (const file of dataFiles) cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  for (const folder of ["content", "supabase/functions/_shared"]) cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, change: (data: Json) => void) => {
  const data = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  change(data);
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2));
};
/** The build step itself, as `npm run build` runs it. */
const checkStep = (dir: string, ...args: string[]) =>
  spawnSync(DENO, ["run", "--config", path.join(ROOT, "supabase/functions/deno.json"), "--allow-read", "--allow-env", path.join(ROOT, "scripts/check-content.ts"), `--root=${dir}`, ...args], {
    encoding: "utf8",
    env: { ...process.env, DEPLOY_PREVIEW: "" },
  });

let dir: string;
beforeEach(() => {
  dir = copyTree();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the content data", () => {
  it("every data file holds against its schema, and every translation pairs with its English", async () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(3);
    expect(await contentProblems(readReal)).toEqual([]);
  });

  it("the build step passes on the real files", () => {
    const run = checkStep(ROOT);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it.each([
    ["a rate under zero", "supabase/functions/_shared/content/agency.json", (d: Json) => (d.rates.hourly = -1), "rates.hourly", "more than zero"],
    ["a phone that is not a phone", "supabase/functions/_shared/content/agency.json", (d: Json) => (d.phones.main.display = "call us"), "phones.main.display", "(858) 555-0100"],
    ["a ZIP that is not five digits", "supabase/functions/_shared/content/agency.json", (d: Json) => (d.serviceArea.zips[3].zip = "9210"), "serviceArea.zips[3].zip", "five digits"],
    ["office hours closing before opening", "supabase/functions/_shared/content/agency.json", (d: Json) => (d.officeHours[1].closes = "07:00"), "officeHours[1].closes", "closes before it opens"],
    ["a testimonial without a source", "content/testimonials.en.json", (d: Json) => delete d.why[1].source, "why[1].source", "Say where the testimonial was given"],
    ["a client's testimonial without consent", "content/testimonials.en.json", (d: Json) => (d.home[0].source = { kind: "direct", date: "2026-05-01" }), "home[0].consent", "recorded consent"],
    ["a missing Spanish string", "content/testimonials.es.json", (d: Json) => delete d.services[2].quote, "services[2].quote", "missing"],
    ["a Spanish item paired with no English one", "content/testimonials.es.json", (d: Json) => (d.home[1].id = "someone-else"), "home", 'no item with id "robert-t"'],
    ["a fact that differs between languages", "content/testimonials.es.json", (d: Json) => (d.home[2].rating = 4), "home[2].rating", "same in every language"],
    ["a market figure whose source is not listed", "content/costs.json", (d: Json) => (d.figures[2].source = "nowhere"), "figures[2].source", 'No source with id "nowhere"'],
    ["a schedule of more than 24 hours a day", "content/costs.json", (d: Json) => (d.schedules[0].hoursPerDay = 25), "schedules[0].hoursPerDay", "24 hours"],
    ["a translation that drops a slot", "content/costs.es.json", (d: Json) => (d.rates.items[0].value = "$39 por hora"), "rates.items[0].value", "fills the slots {}"],
    ["words for a figure the facts do not have", "content/costs.en.json", (d: Json) => (d.compare.figures[0].id = "us-cook"), "compare.figures", 'the item with id "us-cook" has no fact'],
    ["a payer's link with no address in the facts", "content/costs.en.json", (d: Json) => (d.payers.items[0].links[0].id = "gone"), "payers.items[].links", 'no words for the item with id "medicare-home-health"'],
    ["an answer quoting a fact no slot fills", "content/faq.en.json", (d: Json) => (d.groups[0].items[0].answer[0] = "Our rate is {hourlyRate} an hour."), "groups[0].items[0].answer[0]", "Uses a slot no fact fills: {hourlyRate}"],
    ["an internal link to no route", "content/faq.es.json", (d: Json) => (d.groups[0].items[0].link.href = "/precios"), "groups[0].items[0].link.href", "is no page of the site"],
    ["a link that differs between languages", "content/faq.es.json", (d: Json) => (d.groups[3].items[1].link.href = "/contact"), "groups[3].items[1].link.href", "same in every language"],
    ["an icon the site cannot draw", "content/services.json", (d: Json) => (d.careFeatures[2].icon = "rocket"), "careFeatures[2].icon", "Name one of the site's icons"],
    ["a service with no words in a language", "content/services.es.json", (d: Json) => d.services.pop(), "services", 'no item with id "wellness"'],
    ["a form's option with no Spanish label", "supabase/functions/_shared/content/forms.es.json", (d: Json) => delete d.options.payers.va, "options.payers.va", "missing"],
    ["a label for an option the form does not have", "supabase/functions/_shared/content/forms.en.json", (d: Json) => (d.options.bestTimes.night = "Night"), "options.bestTimes", 'Unrecognized key: "night"'],
    ["a form's next step quoting a slot nothing fills", "supabase/functions/_shared/content/forms.en.json", (d: Json) => (d.callback.nextSteps.steps[0] = "We call you within {replyTime}."), "callback.nextSteps.steps[0]", "Uses a slot nothing fills here: {replyTime}. This text can use {reply}."],
    ["a form's Spanish toast that drops the reply time", "supabase/functions/_shared/content/forms.es.json", (d: Json) => (d.consultation.success.description = "Le llamaremos pronto."), "consultation.success.description", "fills the slots {} where"],
    ["an empty Spanish label", "supabase/functions/_shared/content/forms.es.json", (d: Json) => (d.referral.labels.clientName = " "), "referral.labels.clientName", "Write something here"],
    ["a Spanish validation message that is missing", "supabase/functions/_shared/content/intake.es.json", (d: Json) => delete d.validation.zip, "validation.zip", "missing"],
    ["an acknowledgment subject that drops the reference", "supabase/functions/_shared/content/intake.es.json", (d: Json) => (d.acknowledgment.subject.callback = "Recibimos su solicitud de llamada"), "acknowledgment.subject.callback", "fills the slots {} where"],
    ["a status e-mail quoting a slot nothing fills", "supabase/functions/_shared/content/intake.en.json", (d: Json) => (d.statusEmail.caller = "{caller} will call you."), "statusEmail.caller", "Uses a slot nothing fills here: {caller}. This text can use {name}."],
    ["a page's Spanish words missing a field", "content/pages/home.es.json", (d: Json) => delete d.mission.text, "mission.text", "missing"],
    ["a page's card with an icon the site cannot draw", "content/pages/why.en.json", (d: Json) => (d.apart.items[1].icon = "rocket"), "apart.items[1].icon", "Name one of the site's icons"],
    ["a page's Spanish card with another icon than its English", "content/pages/why.es.json", (d: Json) => (d.apart.items[0].icon = "heart"), "apart.items[0].icon", "same in every language"],
    ["a page's Spanish list with a card fewer", "content/pages/about.es.json", (d: Json) => d.values.items.pop(), "values.items", "has 2 items where content/pages/about.en.json has 3"],
    ["a page's words with a slot nothing fills", "content/pages/services-page.es.json", (d: Json) => (d.hero.text = "Desde {precio} la hora."), "hero.text", "Uses a slot nothing fills here: {precio}"],
    ["an agency e-mail with no label for a stored field", "supabase/functions/_shared/content/agency-email.json", (d: Json) => delete d.fieldLabels.payer, "fieldLabels.payer", "missing"],
    ["an agency e-mail footer without the record's place", "supabase/functions/_shared/content/agency-email.json", (d: Json) => (d.minimalFooter = "Read the full record in: {record}"), "minimalFooter", "This text can use {recordLocation}."],
    ["two open positions swapped in the Spanish file", "content/pages/careers.es.json", (d: Json) => d.positions.items.reverse(), "positions.items[0].value", "same in every language"],
    ["an open position the application form does not list", "content/pages/careers.en.json", (d: Json) => (d.positions.items[1].value = "driver"), "positions.items[1].value", "Name one of the positions the application form lists"],
    ["a position's date that is no date", "content/pages/careers.en.json", (d: Json) => (d.positions.items[0].validThrough = "next spring"), "positions.items[0].validThrough", "YYYY-MM-DD"],
    ["an official source that is not https", "content/pages/verify.en.json", (d: Json) => (d.officialSources.registry.href = "http://secure.dss.ca.gov/ccld/hcsregistry/"), "officialSources.registry.href", "https:// address"],
    ["a menu link to no page", "content/pages/navigation.es.json", (d: Json) => (d.mainNav[3].href = "/costos"), "mainNav[3].href", "is no page of the site"],
    ["a legal page whose Spanish drops the agency's address", "content/pages/legal.es.json", (d: Json) => (d.privacy.sections[5].paragraphs[0] = "Puede pedirnos ver su información."), "privacy.sections[5].paragraphs[0]", "fills the slots {} where"],
    ["a Spanish law item dropped", "content/pages/verify.es.json", (d: Json) => d.verify.law.items.pop(), "verify.law.items", "has 3 items where content/pages/verify.en.json has 4"],
    ["the error screen quoting a fact it cannot fill", "content/pages/error.en.json", (d: Json) => (d.text = "Call us at {mainPhone}."), "text", "This text takes no slots."],
    ["a glossary term with no Spanish", "content/glossary.json", (d: Json) => delete d.terms[4].es, "terms[4].es", ""],
    ["a ZIP check's Spanish answer that drops the ZIP", "content/pages/service-area.es.json", (d: Json) => (d.served = "¡Buenas noticias! Atendemos su zona."), "served", "fills the slots {} where"],
    ["an estimator's result quoting a figure it does not fill", "content/pages/estimator.en.json", (d: Json) => (d.result.weekly = "{amount} a week, {tax} tax"), "result.weekly", "Uses a slot nothing fills here: {tax}"],
    ["the site's Spanish words missing the hours", "content/pages/site.es.json", (d: Json) => delete d.hours, "hours", "missing"],
    ["a Spanish place where Spanish is spoken, left empty", "content/pages/languages.es.json", (d: Json) => (d.spanishSpoken.places.phone = ""), "spanishSpoken.places.phone", "Write something here"],
    ["words for a decline reason the desk does not have", "supabase/functions/_shared/content/intake.en.json", (d: Json) => (d.statusEmail.reasons.weather = "Weather"), "statusEmail.reasons", 'Unrecognized key: "weather"'],
    ["a photo without alt text in Spanish", "content/photos/photos.json", (d: Json) => (d.photos = [{ slot: "hero", file: "hero.jpg", alt: { en: "Our caregivers at the office" } }]), "photos[0].alt.es (hero.jpg)", "in Spanish, for people who cannot see it"],
    ["a photo without alt text at all", "content/photos/photos.json", (d: Json) => (d.photos = [{ slot: "owner", file: "owner.jpg" }]), "photos[0].alt (owner.jpg)", "in English and in Spanish"],
    ["a photo with empty English alt text", "content/photos/photos.json", (d: Json) => (d.photos = [{ slot: "office", file: "office.png", alt: { en: " ", es: "La oficina" } }]), "photos[0].alt.en (office.png)", "in English"],
    ["a photo that is not in the photos folder", "content/photos/photos.json", (d: Json) => (d.photos = [{ slot: "hero", file: "missing.jpg", alt: { en: "A", es: "B" } }]), "photos[0].file", "missing.jpg is not in content/photos/"],
    ["a photo for a team member the team does not have", "content/photos/photos.json", (d: Json) => (d.photos = [{ slot: "team-nobody", file: "x.jpg", alt: { en: "A", es: "B" } }]), "photos[0].slot", 'no team member "nobody"'],
    ["a review rating above five", "content/reviews.json", (d: Json) => (d.profiles = [{ site: "google", url: "https://g.page/r/x", rating: 6, count: 3, asOf: "2026-11-01" }]), "profiles[0].rating", "between 1 and 5"],
    ["a founding year in two digits", "content/people.json", (d: Json) => (d.founded = 19), "founded", "four digits"],
  ])("%s is a problem that names the file and the field", async (_what, file, change, field, reason) => {
    // The check the build step prints, line for line (scripts/check-content.ts), run here in the
    // test's process: the step itself, a Deno process each, is run on one broken file below.
    edit(dir, file, change);
    const problems = await contentProblems(async (f) => {
      try {
        return readFileSync(path.join(dir, f), "utf8");
      } catch {
        return undefined;
      }
    });
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(`${file}: ${field}: `)]));
    expect(problems.join("\n")).toContain(reason);
  });

  it("a broken file stops the build step, which prints each problem with the file and the field", () => {
    edit(dir, "supabase/functions/_shared/content/agency.json", (d: Json) => (d.rates.hourly = -1));
    edit(dir, "content/faq.es.json", (d: Json) => (d.groups[0].items[0].link.href = "/precios"));
    const run = checkStep(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("[check-content] supabase/functions/_shared/content/agency.json: rates.hourly: ");
    expect(run.stderr).toContain("more than zero");
    expect(run.stderr).toContain("[check-content] content/faq.es.json: groups[0].items[0].link.href: ");
    expect(run.stderr).toContain("Not building: 3 problems");
  });

  it("a file that is not JSON stops the build step, naming the file", () => {
    writeFileSync(path.join(dir, "content/testimonials.es.json"), '{ "home": [ ');
    const run = checkStep(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("content/testimonials.es.json: (the whole file): not valid JSON");
  });
});

describe("translations pair by key, never by position", () => {
  const en = { items: [{ id: "a", name: "Ann", quote: "Hello" }, { id: "b", name: "Bo", quote: "Bye" }] };
  it("a translation in another order pairs item by item by id", () => {
    const es = { items: [{ id: "b", name: "Bo", quote: "Adiós" }, { id: "a", name: "Ann", quote: "Hola" }] };
    expect(pairingProblems("en.json", en, "es.json", es, new Set(["id", "name"]))).toEqual([]);
  });
  it("swapping the facts of two items is caught, where pairing by position would not see it", () => {
    const es = { items: [{ id: "a", name: "Bo", quote: "Hola" }, { id: "b", name: "Ann", quote: "Adiós" }] };
    expect(pairingProblems("en.json", en, "es.json", es, new Set(["id", "name"]))).toEqual([
      "es.json: items[0].name: differs from en.json; it is a fact, not a word, so it must be the same in every language.",
      "es.json: items[1].name: differs from en.json; it is a fact, not a word, so it must be the same in every language.",
    ]);
  });
  it("each Spanish testimonial is shown with its own name and stars, whatever the files' order", () => {
    const { testimonials: enHome } = jest.requireActual("../testimonials") as typeof import("../testimonials");
    const { testimonials: esHome } = jest.requireActual("../es/testimonials") as typeof import("../es/testimonials");
    expect(esHome.map((t) => t.name)).toEqual(enHome.map((t) => t.name));
  });
});

describe("a payer's links follow the payer, not its place in the list", () => {
  it("swapping two payers in the English words leaves every payer, in both languages, with its own links", () => {
    const { costsIn } = jest.requireActual("../cost-words") as typeof import("../cost-words");
    const en = JSON.parse(readFileSync(path.join(ROOT, "content/costs.en.json"), "utf8"));
    const es = JSON.parse(readFileSync(path.join(ROOT, "content/costs.es.json"), "utf8"));
    const [a, b] = [en.payers.items.findIndex((p: Json) => p.id === "ltc-insurance"), en.payers.items.findIndex((p: Json) => p.id === "va-aid-attendance")];
    [en.payers.items[a], en.payers.items[b]] = [en.payers.items[b], en.payers.items[a]];
    const linkOf = (copy: ReturnType<typeof costsIn>, title: string) => copy.payers.items.find((p) => p.title === title)!.links[0].href;
    expect(linkOf(costsIn(en, "en"), "Long-term care insurance")).toMatch(/^https:\/\/acl\.gov\//);
    expect(linkOf(costsIn(es, "es"), "Seguro de cuidado a largo plazo")).toMatch(/^https:\/\/acl\.gov\//);
    expect(linkOf(costsIn(en, "en"), "VA Aid and Attendance")).toMatch(/va\.gov/);
  });
});

describe("the launch check (npm run build:deploy)", () => {
  it("refuses today's placeholders, listing each", () => {
    const run = checkStep(dir, "--launch");
    expect(run.status).toBe(1);
    for (const expected of [
      "agency.json: phones.main: (858) 555-0100 is in the 555-01xx range",
      "agency.json: email: care@example.com is at a domain kept for examples",
      "agency.json: licence.number: marked for the owner to confirm",
      "content/testimonials.en.json: home[0] (Maria G.): written for the template",
      "content/pages/index.ts:",
    ])
      expect(run.stderr).toContain(expected);
  });

  it("passes once each is confirmed", () => {
    const agency = "supabase/functions/_shared/content/agency.json";
    // Every fact marked for the owner is confirmed (a file of words, such as the agency's e-mail, has none to mark).
    for (const { file } of contentFiles) edit(dir, file, (d) => "ownerToConfirm" in d && (d.ownerToConfirm = []));
    edit(dir, agency, (d) => {
      d.phones.main = { display: "(858) 234-5600", tel: "+18582345600" };
      d.phones.referral = { display: "(858) 234-5602", tel: "+18582345602" };
      d.phones.emergency = { display: "(858) 234-5603", tel: "+18582345603" };
      d.email = "care@vitalhealth-homecare.com";
    });
    for (const file of ["content/testimonials.en.json", "content/testimonials.es.json"])
      edit(dir, file, (d) => {
        for (const set of Object.values(d) as Json[])
          for (const t of set) Object.assign(t, { source: { kind: "direct", date: "2026-05-01" }, consent: { date: "2026-05-02", record: "Signed form in the client's file" } });
      });
    // The facts still kept in code are confirmed by removing their mark.
    const marked = spawnSync("grep", ["-rlE", "OWNER TO (CONFIRM|REPLACE)", "content", "supabase/functions/_shared"], { cwd: dir, encoding: "utf8" });
    for (const file of marked.stdout.split("\n").filter(Boolean)) {
      const text = readFileSync(path.join(dir, file), "utf8");
      writeFileSync(path.join(dir, file), text.replace(/OWNER TO (CONFIRM|REPLACE)/g, "Confirmed by the owner"));
    }
    const run = checkStep(dir, "--launch");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("nothing left to confirm");
  });

  it("a preview build lists them and goes on", () => {
    const run = spawnSync(DENO, ["run", "--config", path.join(ROOT, "supabase/functions/deno.json"), "--allow-read", "--allow-env", path.join(ROOT, "scripts/check-content.ts"), `--root=${dir}`, "--launch"], {
      encoding: "utf8",
      env: { ...process.env, DEPLOY_PREVIEW: "1" },
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("phones.main");
    expect(run.stdout).toContain("placeholders left for launch");
  });
});

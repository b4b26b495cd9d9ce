import { formFields, type Unlisted } from "./form-fields.ts";
import { applicationSchema, callbackSchema, consultationSchema, referralSchema } from "./schemas.ts";

describe("each form's list of fields, for the agency's e-mail and the desk", () => {
  it("names every field the form stores, once", () => {
    const schemas = { referral: referralSchema, consultation: consultationSchema, callback: callbackSchema, application: applicationSchema };
    for (const [type, schema] of Object.entries(schemas)) {
      const listed = formFields[type as keyof typeof schemas].map((f) => f.key);
      expect([...listed].sort()).toEqual(Object.keys(schema.shape).sort());
      expect(new Set(listed).size).toBe(listed.length);
    }
  });

  it("is checked by the compiler: a list that leaves out a stored field does not compile", () => {
    // The typecheck (npm run typecheck) fails here if leaving out `bestTime` and `zip` ever stops being an error.
    // @ts-expect-error: the callback form stores bestTime and zip, which this list leaves out.
    const incomplete: never = null as unknown as Unlisted<"callback", readonly [{ key: "name" }, { key: "phone" }]>;
    const complete: never = null as unknown as Unlisted<"callback", readonly [{ key: "name" }, { key: "phone" }, { key: "bestTime" }, { key: "zip" }]>;
    expect([incomplete, complete]).toEqual([null, null]);
  });
});

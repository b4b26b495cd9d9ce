import { site } from "./site";

export const lastUpdatedLabel = "Last updated:";

export type LegalPage = {
  meta: { title: string; description: string };
  heading: string;
  lastUpdated: string;
  /** The same date as ISO 8601, for <time dateTime>. */
  lastUpdatedIso: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
};

export const privacy: LegalPage = {
  meta: {
    title: "Privacy Policy",
    description:
      "How VitalHealth collects, uses and protects the information you share through our website forms and booking calendar.",
  },
  heading: "Privacy Policy",
  lastUpdated: "November 23, 2026",
  lastUpdatedIso: "2026-11-23",
  intro: `${site.legalName} ("we", "us") respects your privacy. This policy explains, in plain language, what our website collects, why, and what you can ask us to do with it.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "Consultation requests: your name, phone number and/or e-mail, the type of care you're interested in, how soon you need it and any message you write.",
        "Referrals from professionals: the referrer's name, organization, phone and e-mail; the patient or client's name, their care needs, any notes, and a discharge document if you choose to attach one. If you fill them in, also the expected start date, how soon care is needed, who will pay, the patient's ZIP code and preferred language, and the name and phone number of a family member or decision-maker we may call. This may include health information.",
        "Job applications: your name, e-mail, phone, the position you're interested in, your experience and why you'd like to join us.",
        "We do not use advertising trackers or sell analytics data.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "Only to answer you: to schedule a consultation, to arrange care for a referred patient, or to consider your application. We never sell or rent your information, and we never use it for advertising.",
      ],
    },
    {
      heading: "Who receives it",
      paragraphs: [
        "Each form you send is saved as a record in our secure database, with the reference number we show you, so that nothing you send can be lost. Only the staff who need the information to help you can see it.",
        "Our intake team is told of each new form by e-mail. We send you a confirmation e-mail with your reference and what happens next; it never repeats what you wrote or any health information.",
        "Our website's form service and database are hosted by a cloud provider that stores and processes them only on our behalf.",
      ],
    },
    {
      heading: "What is kept in your browser",
      paragraphs: [
        "To prevent accidental repeat submissions, your browser stores the times of your last few form submissions under the name \"form_submissions\". It holds no personal details, and times older than a minute are ignored and dropped at your next submission.",
        "When you choose \"Free Consultation\" on another page, your browser remembers for that tab only (\"vh:scroll-to\") to scroll to the booking calendar once the home page opens; it is removed right away.",
        "The library that talks to our form service may keep a technical session entry in your browser's local storage. It contains no personal details and no sign-in; you can clear it at any time in your browser settings.",
      ],
    },
    {
      heading: "The booking calendar",
      paragraphs: [
        "Our home page embeds a scheduling calendar from a third-party booking service. If you book a consultation there, the details you enter are handled by that service under its own privacy policy. The calendar only loads when you scroll to it.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep inquiries, referrals and applications only as long as needed to respond and to meet our legal and licensing duties, and we delete them when you ask us to, unless the law requires us to keep them.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        `You can ask to see, correct or delete the information you sent us. E-mail ${site.email} or call ${site.phones.main.display}. California residents have additional rights under the CCPA, and we honor them.`,
      ],
    },
  ],
};

export const terms: LegalPage = {
  meta: {
    title: "Terms of Service",
    description:
      "The terms for using the VitalHealth website, including its forms, booking calendar and the information on its pages.",
  },
  heading: "Terms of Service",
  lastUpdated: "November 22, 2026",
  lastUpdatedIso: "2026-11-22",
  intro: `These terms cover your use of the ${site.name} website. By using the site, you agree to them. They do not replace the written service agreement we sign with every client.`,
  sections: [
    {
      heading: "Information, not medical advice",
      paragraphs: [
        "VitalHealth provides non-medical home care. The information on this website is general and is not medical advice. In an emergency, call 911.",
      ],
    },
    {
      heading: "Using our forms",
      paragraphs: [
        "Please send only accurate information, and only information you are allowed to share. Professionals who submit referrals confirm they have the patient's permission or another lawful basis to share it.",
        "Sending a form does not create a care agreement or an offer of employment. We will contact you to discuss next steps.",
      ],
    },
    {
      heading: "Booking calendar",
      paragraphs: [
        "Consultation bookings are made through a third-party scheduling service. Its terms apply to your booking. A consultation is free and carries no obligation.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Please don't misuse the site: no automated submissions, attempts to break its security or content that is unlawful or abusive.",
      ],
    },
    {
      heading: "Content and liability",
      paragraphs: [
        "We work to keep the site accurate and available, but we cannot promise it will always be error-free. To the extent the law allows, we are not liable for losses arising from use of the website.",
        `All text, images and logos on this site belong to ${site.legalName}.`,
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date above shows the latest version. Questions? E-mail ${site.email} or call ${site.phones.main.display}.`,
      ],
    },
  ],
};

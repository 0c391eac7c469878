/** Texts of /track, the public follow-up of a service request or document inquiry by its reference. */
export const tracking = {
  tracking: {
    title: 'Track your request',
    intro: 'Enter the reference you got when you sent your service request or document inquiry, and the mobile number you gave.',
    reference: 'Reference',
    reference_hint: 'Like SR-2026-000123 or DI-2026-000045',
    mobile: 'Mobile number',
    submit: 'Track',
    failed: 'Could not look up the request. Please try again.',
    kinds: { service_request: 'Service request', document_inquiry: 'Document inquiry' },
    status: 'Status',
    submitted_at: 'Sent on %{date}',
    history: 'History',
    link: 'Track a request',
    home_prompt: 'Already sent a request or inquiry? Follow it with its reference.',
    copy: 'Copy reference',
    copied: 'Reference copied',
    copy_failed: 'Could not copy; please write the reference down.',
    keep: 'Keep this reference: with your mobile number it shows where your request stands.',
  },
};

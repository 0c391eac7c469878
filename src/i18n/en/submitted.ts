/** Texts of the pages after Ask For Service and Document Inquiry: what happens next. */
export const submitted = {
  submitted: {
    request: {
      title: 'Service request received',
      next: 'The office will call you on %{phone}, usually within one working day, to go through your request and its fees.',
      next_no_phone: 'The office will call you on the mobile number you gave, usually within one working day, to go through your request and its fees.',
      bring_title: 'When you come to the office, bring',
      bring: {
        id: 'Aadhaar card (or another photo ID) and an address proof',
        documents: 'The license, RC or other papers the service is about',
        photos: 'Two passport-size photographs',
      },
      again: 'Ask for another service',
    },
    inquiry: {
      title: 'Document inquiry received',
      next: 'The office will check your documents and call you on %{phone}, usually within one working day.',
      next_no_phone: 'The office will check your documents and call you on the mobile number you gave, usually within one working day.',
      bring_title: 'Keep ready for the call',
      bring: {
        number: 'The vehicle number or the license number',
        papers: 'The papers you have now (RC, insurance, PUCC)',
      },
      again: 'Send another inquiry',
    },
    reference: 'Your reference',
    home: 'Back to home',
    my_requests: 'See my requests',
  },
  outbox: {
    waiting_title: 'Waiting for the network',
    waiting: {
      request: 'There is no connection now. Your request is kept on this mobile and will be sent once the connection returns; its reference will show here.',
      inquiry: 'There is no connection now. Your inquiry is kept on this mobile and will be sent once the connection returns; its reference will show here.',
    },
    my_references: 'My references',
    kinds: { request: 'Service request', inquiry: 'Document inquiry' },
  },
};

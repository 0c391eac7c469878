/** Errors and confirmations shared by every form: the server's field messages, rate limits, toasts naming a record. */
export const feedback = {
  feedback: {
    taken: '%{field} has already been taken.',
    too_many: 'Too many requests from this mobile number. Try again in %{smart_count} minute. |||| Too many requests from this mobile number. Try again in %{smart_count} minutes.',
    /** `what` is a kind below and the record's number or name: 'LL CG13/0000001/2016'. */
    added: '%{what} added',
    updated: '%{what} updated',
    deleted: '%{what} deleted',
    delete_title: 'Delete the %{what}?',
    delete_content: 'The %{what} is deleted. An admin can restore it from the Audit Trail.',
    kinds: {
      citizen: 'citizen',
      ll: 'LL',
      dl: 'DL',
      vehicles: 'vehicle',
      taxes: 'tax record',
      insurances: 'insurance policy',
      puccs: 'PUCC',
      fitnesses: 'fitness certificate',
      vltds: 'VLTd certificate',
      permits: 'permit',
      speed_governors: 'speed governor certificate',
      user: 'user',
      branch: 'branch',
    },
  },
};

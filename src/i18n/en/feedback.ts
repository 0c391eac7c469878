/** Errors and confirmations shared by every form: the server's field messages, rate limits, toasts naming a record. */
export const feedback = {
  feedback: {
    taken: '%{field} has already been taken.',
    too_many: 'Too many requests from this mobile number. Try again in %{smart_count} minute. |||| Too many requests from this mobile number. Try again in %{smart_count} minutes.',
    no_connection: 'No connection to the server: check the network and try again.',
    /**
     * The toast of a save or delete, as doc1 §8 and doc2 §8 quote it (the record's number or name follows on a second
     * line); where they quote none (an update, a branch), the same words as the kind's quoted one.
     */
    toasts: {
      citizen: { added: 'Citizen profile created successfully.', updated: 'Citizen details updated.', deleted: 'Citizen profile deleted.', deleted_in_list: 'Citizen deleted' },
      ll: { added: 'LL record added', updated: 'LL record updated', deleted: 'Learner License deleted.' },
      dl: { added: 'DL record added', updated: 'DL record updated', deleted: 'Record deleted.' },
      vehicles: { added: 'Vehicle added', updated: 'Vehicle updated', deleted: 'Record deleted.' },
      taxes: { added: 'Tax record added', updated: 'Tax record updated', deleted: 'Record deleted.' },
      insurances: { added: 'Insurance record added.', updated: 'Insurance record updated.', deleted: 'Record deleted.' },
      puccs: { added: 'PUCC record added.', updated: 'PUCC record updated.', deleted: 'Record deleted.' },
      fitnesses: { added: 'Fitness record added.', updated: 'Fitness record updated.', deleted: 'Record deleted.' },
      vltds: { added: 'VLTd record added.', updated: 'VLTd record updated.', deleted: 'Record deleted.' },
      permits: { added: 'Permit record added.', updated: 'Permit record updated.', deleted: 'Record deleted.' },
      speed_governors: { added: 'Speed Governor record added.', updated: 'Speed Governor record updated.', deleted: 'Record deleted.' },
      user: { updated: 'User details updated.', deleted: 'User deleted.' },
      branch: { added: 'Branch added.', updated: 'Branch updated.' },
      quick_reply: { added: 'Quick reply added.', updated: 'Quick reply updated.', deleted: 'Quick reply deleted.' },
    },
    /** `what` is a kind below and the record's number or name: 'LL CG13/0000001/2016'. */
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
      quick_reply: 'quick reply',
    },
  },
};

import type { reminders as english } from '../en/reminders';

/** /reminders के पाठ: रोज़ के व्हाट्सऐप अनुस्मारक। */
export const reminders: typeof english = {
  reminders: {
    title: 'अनुस्मारक',
    intro: 'हर दिन हर मोबाइल नंबर पर एक व्हाट्सऐप संदेश, जिसमें उसके नवीनीकरण के लिए देय सभी दस्तावेज़ होते हैं। रात 21:00 से सुबह 08:00 तक कुछ नहीं भेजा जाता।',
    tomorrow: 'कल के अनुस्मारक (%{date})',
    messages_count: '%{count} संदेश |||| %{count} संदेश',
    documents_count: '%{count} दस्तावेज़ |||| %{count} दस्तावेज़',
    none_tomorrow: 'कल कोई अनुस्मारक देय नहीं है।',
    runs: 'दैनिक रन',
    no_runs: 'अभी तक कोई अनुस्मारक नहीं भेजा गया।',
    digests: 'भेजे गए संदेश',
    no_digests: 'अभी तक कोई अनुस्मारक संदेश नहीं।',
    unfinished: 'पूरा नहीं हुआ',
    days_left: '%{smart_count} दिन शेष |||| %{smart_count} दिन शेष',
    expired_yesterday: 'कल समाप्त हुआ',
    show_text: 'संदेश',
    show_text_of: '%{mobile} को संदेश',
    text_title: '%{mobile} को संदेश',
    send_now: 'अभी अनुस्मारक भेजें',
    confirm: 'आज का %{smart_count} अनुस्मारक संदेश अभी भेजें? |||| आज के %{smart_count} अनुस्मारक संदेश अभी भेजें?',
    sent: '%{smart_count} अनुस्मारक संदेश कतार में |||| %{smart_count} अनुस्मारक संदेश कतार में',
    send_failed: 'अनुस्मारक भेजने में विफल।',
    load_failed: 'अनुस्मारक लोड करने में विफल।',
    columns: {
      mobile: 'मोबाइल',
      citizens: 'नागरिक',
      documents: 'दस्तावेज़',
      message: 'संदेश',
      run_date: 'तिथि',
      finished_at: 'पूरा हुआ',
      messages: 'संदेश',
      document_count: 'दस्तावेज़',
      status: 'स्थिति',
    },
  },
};

/** Texts of the frame around every page: the forbidden page, the brand, the tab titles. */
export const layout = {
  layout: {
    forbidden: {
      /** doc1 §2, the role filled in: 'Forbidden (manager)'. */
      title: 'Forbidden (%{role})',
      page_text: 'The page “%{page}” is not open to your role (%{role}).',
      text: 'This page is not open to your role (%{role}).',
      ask: 'If you need it for your work, ask the office admin.',
      to_dashboard: 'Go to my dashboard',
      back: 'Go back',
    },
  },
};

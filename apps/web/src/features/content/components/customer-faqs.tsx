import { Alert, FaqList, RichText } from '@stepup/ui';
import { useFaqs } from '../api/get-faqs';
import './content.css';

/** Customers' FAQs from the API, each a question that opens to its answer. */
export function CustomerFaqs() {
  const { data: faqs, error, isPending } = useFaqs();
  if (isPending)
    return (
      <div className="faq-list" aria-busy="true" aria-label="Loading FAQs">
        {[0, 1, 2, 3].map((n) => (
          <span key={n} className="faq-list__skeleton" />
        ))}
      </div>
    );
  if (error) return <Alert tone="danger">{error.message}</Alert>;
  if (faqs.length === 0)
    return <p className="faq-list__empty">No questions yet: write to us and we will answer.</p>;
  return (
    <FaqList
      items={faqs.map((faq) => ({
        id: faq.id,
        question: faq.question,
        answer: <RichText html={faq.answerHtml} />,
      }))}
    />
  );
}

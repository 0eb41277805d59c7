import { ChevronDown } from 'lucide-react';
import { Alert, RichText } from '@stepup/ui';
import { useFaqs } from '../api/get-faqs';
import './content.css';

/** Customers' FAQs from the API, each a question that opens to its answer. */
export function FaqList() {
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
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.id} className="faq-list__item">
          <summary>
            <span>{faq.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="faq-list__chevron" />
          </summary>
          <RichText className="faq-list__answer" html={faq.answerHtml} />
        </details>
      ))}
    </div>
  );
}

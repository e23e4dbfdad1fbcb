import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remarkLines, remarksTruncated, visibleRemarkLines } from '../rules/claim-rules';

/** The claim remarks, cut at seven lines with view more / view less (part 2 section 4). */
export function ClaimRemarks({ remarks }: { remarks: readonly string[] }) {
  const { t } = useTranslation('claims');
  const [expanded, setExpanded] = useState(false);
  const lines = remarkLines(remarks);
  if (lines.length === 0) return <span>--</span>;
  const truncated = remarksTruncated(lines);
  return (
    <div className="claims-remarks">
      <p id="claim-remarks-text" data-testid="claim-remarks-text">
        {visibleRemarkLines(lines, expanded).map((line, index) => (
          <span key={index} className="claims-remarks__line">
            {line}
          </span>
        ))}
      </p>
      {truncated && (
        <button
          type="button"
          className="text-link claims-remarks__toggle"
          aria-expanded={expanded}
          aria-controls="claim-remarks-text"
          onClick={() => setExpanded((e) => !e)}
          data-testid="claim-remarks-toggle"
        >
          {expanded ? t('detail.viewLess') : t('detail.viewMore')}
        </button>
      )}
    </div>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { TIMINGS, type Announcement } from '@mo/contracts';
import { announcementsInEffect, announcementText } from '../rules/maintenance-rules';
import { selectMaintenance } from '../model/maintenance-slice';
import { useJakartaNow } from './use-jakarta-now';
import { PrimeIcon, megaphoneIcon } from '@/components/plain/prime-icons';

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('maintenance');
  const text = announcementText(announcement, i18n.language);
  const ref = useRef<HTMLParagraphElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    // View more/less only when the full message is taller than 52 px; measured again when the
    // window is resized or turned, since a narrower line wraps the same text taller.
    const measure = () =>
      setTall((ref.current?.scrollHeight ?? 0) > TIMINGS.announcementCollapsedHeightPx);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text]);
  return (
    <div className="announcement" role="status" data-testid="announcement">
      <PrimeIcon icon={megaphoneIcon} />
      <p
        ref={ref}
        className="announcement__text"
        style={
          tall && !expanded
            ? { maxHeight: TIMINGS.announcementCollapsedHeightPx, overflow: 'hidden' }
            : undefined
        }
        data-testid="announcement-text"
      >
        {text}
      </p>
      {tall && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          data-testid="announcement-toggle"
        >
          {expanded ? t('announcement.viewLess') : t('announcement.viewMore')}
        </button>
      )}
    </div>
  );
}

/** The announcements in effect, in the user's language (spec part 1 section 4). */
export function AnnouncementBanner() {
  const { config } = useSelector(selectMaintenance);
  const jktNow = useJakartaNow();
  const shown = config ? announcementsInEffect(config.announcements, jktNow) : [];
  if (shown.length === 0) return null;
  return (
    <div className="announcements">
      {shown.map((a) => (
        <AnnouncementItem key={a.key} announcement={a} />
      ))}
    </div>
  );
}

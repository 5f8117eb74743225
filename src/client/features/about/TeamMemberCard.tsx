import './teamMemberCard.css';
import { useId } from 'react';
import { paths } from '../../app/paths';
import { SocialIconLink } from '../../components/icons/SocialIconLink';
import { useT } from '../../i18n/useT';
import type { TeamMember } from './teamMembers';

/**
 * A portrait whose details slide in on hover and on keyboard focus (CSS :hover and
 * :focus-within), and stay visible on touch screens. They are always in the page, so screen
 * readers get them too.
 */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const t = useT();
  const nameId = useId();
  const home = paths.root.getHref();
  return (
    <article className="team-card" aria-labelledby={nameId}>
      {/* Decorative: the name and role are in the details. */}
      <img
        src={member.photo}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        className="team-card__photo"
      />
      <div className="team-card__details">
        <h2 id={nameId} className="h5 mb-0">
          {member.name}
        </h2>
        <p className="team-card__role mb-2">{member.role}</p>
        <p className="small mb-2">{member.bio}</p>
        <div className="d-flex gap-2">
          <SocialIconLink
            network="facebook"
            to={home}
            label={t('about.onFacebook', { name: member.name })}
          />
          <SocialIconLink
            network="linkedin"
            to={home}
            label={t('about.onLinkedIn', { name: member.name })}
          />
        </div>
      </div>
    </article>
  );
}

import { Avatar } from 'antd-mobile';
import type { MemberCard_UserFragment } from '../../__generated__/graphql.ts';
import './member.css';

/** Avatar, nickname and masked mobile of the logged-in member, on the pink header. */
export function MemberCard({ user }: { user: MemberCard_UserFragment }) {
  return (
    <div className="sf-member">
      <Avatar className="sf-member__avatar" src={user.avatarUrl ?? ''} alt="头像" />
      <div className="sf-member__text">
        <div className="sf-member__name" data-testid="nickname">
          {user.nickName}
        </div>
        <div className="sf-member__mobile">{user.maskedMobile}</div>
      </div>
    </div>
  );
}

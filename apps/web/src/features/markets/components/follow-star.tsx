import { StarFill, StarOutline } from 'antd-mobile-icons';

/** The follow toggle: a star, filled and gold when followed. `label` names the action. */
export function FollowStar({
  followed,
  label,
  onToggle,
  className,
}: {
  followed: boolean;
  label: string;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`wh-follow-star${followed ? ' wh-follow-star--on' : ''}${className === undefined ? '' : ` ${className}`}`}
      aria-label={label}
      aria-pressed={followed}
      onClick={onToggle}
    >
      {followed ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
    </button>
  );
}

import {
  Bitcoin,
  BookOpen,
  Check,
  CircleHelp,
  Coins,
  CreditCard,
  EyeOff,
  Globe,
  Lock,
  Mail,
  MessagesSquare,
  MonitorSmartphone,
  Rocket,
  Server,
  Shield,
  User,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../schemas';

/** The drawing behind each icon name an editor may choose. */
const icons = {
  shield: Shield,
  lock: Lock,
  'eye-off': EyeOff,
  coins: Coins,
  devices: MonitorSmartphone,
  bitcoin: Bitcoin,
  globe: Globe,
  zap: Zap,
  help: CircleHelp,
  book: BookOpen,
  mail: Mail,
  chat: MessagesSquare,
  server: Server,
  check: Check,
  user: User,
  'credit-card': CreditCard,
  rocket: Rocket,
} satisfies Record<IconName, LucideIcon>;

/** An icon chosen by name in content; decorative, so screen readers skip it. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Drawing = icons[name];
  return <Drawing size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}

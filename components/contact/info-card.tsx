import type { IconName } from '@/content/types';
import { TitledCard } from '@/components/ui/titled-card';

interface InfoCardProps {
  id: string;
  icon: IconName;
  title: string;
  children: React.ReactNode;
}

/** A small titled card of the side panels (hours, quick contact, address…): its icon on a disc. */
export function InfoCard({ id, icon, title, children }: InfoCardProps) {
  return (
    <TitledCard headingId={id} icon={icon} badge title={title}>
      {children}
    </TitledCard>
  );
}

import type { SocialLinks as Socials } from '@podium/shared/site-settings/schemas';
import { SocialLinks } from '@/components/SocialLinks.tsx';
import { eyebrowClass, sectionClass, sectionHeadingClass } from './styles.ts';

/** SPEC §2 Home: video, photo, stream, chat and short-post sites (only those set). */
export function SocialSection({ socials }: { socials: Socials }) {
  if (!Object.values(socials).some(Boolean)) return null;
  return (
    <section aria-labelledby="socials-title" className={`${sectionClass} items-center text-center`}>
      <div>
        <p className={eyebrowClass}>Community</p>
        <h2 id="socials-title" className={sectionHeadingClass}>
          Follow along
        </h2>
      </div>
      <SocialLinks socials={socials} />
    </section>
  );
}

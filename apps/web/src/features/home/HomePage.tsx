import { useSettings } from '@/api/get-site-settings.ts';
import { Spinner } from '@/components/Spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AffiliateCards } from './components/AffiliateCards.tsx';
import { Hero } from './components/Hero.tsx';
import { QuickLinks } from './components/QuickLinks.tsx';
import { SocialSection } from './components/SocialSection.tsx';
import { StreamEmbed } from './components/StreamEmbed.tsx';
import { TopThree } from './components/TopThree.tsx';

/** / : the landing page (SPEC §2 "Home"). Settings are embedded in the page, so normally present. */
export function HomePage() {
  const { data: settings } = useSettings();
  useDocumentTitle(settings?.site_name ?? '');
  if (!settings) return <Spinner />;
  return (
    <div className="flex flex-col gap-16 pb-8 sm:gap-20">
      <Hero settings={settings} />
      <QuickLinks />
      <TopThree />
      <AffiliateCards />
      <StreamEmbed channel={settings.stream_channel} siteName={settings.site_name} />
      <SocialSection socials={settings.socials} />
    </div>
  );
}

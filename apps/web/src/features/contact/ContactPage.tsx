import { useSettings } from '@/api/get-site-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { BeforeYouSend } from './components/BeforeYouSend.tsx';
import { ContactForm } from './components/ContactForm.tsx';
import { QuickSupportBanner } from './components/QuickSupportBanner.tsx';

const pageClass = 'mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** /contact (SPEC §2): the quick-support banner, the form with its captcha, and 'Before You Send'. */
export function ContactPage() {
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Contact | ${siteName}` : 'Contact');
  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Contact Us</h1>
        <p className="text-slate-400">Questions, feedback or partnership ideas: we read every message.</p>
      </div>
      <QuickSupportBanner />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ContactForm />
        <BeforeYouSend />
      </div>
    </div>
  );
}

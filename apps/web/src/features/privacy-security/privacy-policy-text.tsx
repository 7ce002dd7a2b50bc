import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * The policy body. It stays in English in every language: the English text is the binding one, and
 * its highlighted ("hot") phrases spell out a hidden English URL that the Privacy Policy Inspection
 * challenge is about. The page around it (title, note for other languages) is translated.
 */

/** A phrase that lights up under the mouse (class `hot`). */
function Hot({ children }: { children: ReactNode }) {
  return <span className="hot">{children}</span>
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
      {children}
    </Typography>
  )
}

export interface PolicyFacts {
  applicationName: string
  applicationUrl: string
  contactEmail: string
}

export function PrivacyPolicyText({ applicationName, applicationUrl, contactEmail }: PolicyFacts) {
  return (
    <>
      <Paragraph>
        This policy explains what {applicationName}, the juice shop at <Hot>{applicationUrl}</Hot>, does with
        the personal data of the people who visit it, shop in it or hack it for practice. We wrote it in plain
        words because a policy nobody can follow protects nobody.
      </Paragraph>

      <Heading>What we collect</Heading>
      <Paragraph>
        When you register we store your email address, a hash of your password and the answer to your security
        question. When you shop we keep your basket, the addresses and payment cards you save, your orders,
        reviews, complaints, recycling requests and the photos you share. When you log out we note the IP
        address you used, so that you can check where your account was last used.
      </Paragraph>

      <Heading>How we use it</Heading>
      <Paragraph>
        We use your data to run your account, deliver your orders and answer your feedback.{' '}
        <Hot>We may also</Hot> write to you about changes to this policy or to the shop that affect your
        account; we do not send advertising and we never sell your data.
      </Paragraph>

      <Heading>Cookies and local storage</Heading>
      <Paragraph>
        The shop keeps your session, your language and your consent choices in cookies and in the local
        storage of your browser. On request we will <Hot>instruct you</Hot> how to set up your browser{' '}
        <Hot>to refuse all</Hot> cookies from this site; logging in and the basket will then stop working.
      </Paragraph>

      <Heading>How long we keep it</Heading>
      <Paragraph>
        We keep personal data only for as long as is <Hot>reasonably necessary</Hot> for the purposes above,
        or as long as the law requires. You can export your data or ask us to erase it from the privacy and
        security section of your account at any time.
      </Paragraph>

      <Heading>Security</Heading>
      <Paragraph>
        We protect your data with care, but no shop on the internet is perfectly safe, and this one has known
        weaknesses on purpose. Please do not reuse a valuable password here; we cannot take{' '}
        <Hot>responsibility</Hot> for damage that comes from passwords shared with other services.
      </Paragraph>

      <Heading>Contact</Heading>
      <Paragraph>
        Questions about your data go to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We answer
        within 30 days.
      </Paragraph>
    </>
  )
}

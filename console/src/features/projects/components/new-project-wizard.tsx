import { App, Alert, Button, Modal, Steps, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allowance } from '@/lib/allowance'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useProjectRules } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { useCreateSite } from '../api/create-site'
import { useFieldErrors } from '@/lib/use-field-errors'
import { useWizardStep } from '../hooks/use-wizard-step'
import type { Site } from '@/types/projects'
import {
  firstInvalidStep,
  initialWizardValues,
  rowField,
  stepIssues,
  stepOfField,
  toNewSite,
  WIZARD_STEPS,
  type WizardLimits,
  type WizardValues,
} from '../utils/wizard-form'
import styles from './projects.module.css'
import { WizardCompetitorsStep } from './wizard-competitors-step'
import { WizardKeywordsStep } from './wizard-keywords-step'
import { WizardRecipientsStep } from './wizard-recipients-step'
import { WizardSiteStep } from './wizard-site-step'

const STEP_KEYS = ['site', 'keywords', 'competitors', 'recipients'] as const

/** What each step panel gets: the values, a way to change them, and the error to show per field. */
export interface StepProps {
  values: WizardValues
  limits: WizardLimits
  /** changes values; the fields named lose their server error */
  update: (patch: Partial<WizardValues>, fields: string[]) => void
  /** the error text to show under a field, if any */
  errorOf: (field: string) => string | undefined
  /** marks a field as visited: its problems show from now on */
  touch: (field: string) => void
}

interface NewProjectWizardProps {
  open: boolean
  onClose: () => void
  onCreated: (site: Site) => void
}

/**
 * The four-step new-project wizard (SPEC §2, §4): site, tracked keywords, competitors, weekly-report
 * recipients. Each step is checked with the server's rules before moving on; the project is created
 * in one call at the end, and the server's field errors are put back on their step and field.
 */
export function NewProjectWizard({ open, onClose, onCreated }: NewProjectWizardProps) {
  const { t } = useTranslation('projects')
  const { modal, message } = App.useApp()
  const { user } = useUser()
  const wizard = useWizardStep(WIZARD_STEPS)
  const create = useCreateSite()

  const initial = useMemo(() => initialWizardValues(user?.country, user?.email), [user?.country, user?.email])
  const [values, setValues] = useState<WizardValues>(initial)
  const [formError, setFormError] = useState<string | null>(null)

  const subscription = user?.subscription
  const rules = useProjectRules()
  // what the plan leaves for a new project; Infinity for what the plan does not limit
  const limits: WizardLimits = useMemo(() => {
    const left = (feature: string) => {
      const found = allowance(subscription, feature)
      return found.limited ? found.remaining : Infinity
    }
    return { keywords: left('keywords'), competitors: left('competitors'), receivers: left('receivers'), rules }
  }, [subscription, rules])
  const siteAllowance = allowance(subscription, 'sites')

  const issuesByStep = useMemo(
    () => Array.from({ length: WIZARD_STEPS }, (_, index) => stepIssues(index + 1, values, limits)),
    [values, limits],
  )
  const fields = useFieldErrors(
    useMemo(() => issuesByStep.flat(), [issuesByStep]),
    stepOfField,
  )

  const update = useCallback(
    (patch: Partial<WizardValues>, changed: string[]) => {
      setValues((current) => ({ ...current, ...patch }))
      fields.clearServer(changed)
      setFormError(null)
    },
    [fields.clearServer],
  )

  const reset = () => {
    setValues(initial)
    fields.reset()
    setFormError(null)
    wizard.reset()
    create.reset()
  }

  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  const requestClose = () => {
    if (!dirty || create.isPending) return void (!create.isPending && onClose())
    modal.confirm({
      title: t('wizard.discard.title'),
      content: t('wizard.discard.content'),
      okText: t('wizard.discard.ok'),
      cancelText: t('wizard.discard.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    })
  }

  const next = () => {
    if (issuesByStep[wizard.step - 1].length) return fields.attempt([wizard.step])
    wizard.move(1)
  }

  /** Steps can be revisited freely; going forward needs the steps in between to be right. */
  const goTo = (target: number) => {
    const blocking = issuesByStep.slice(0, target - 1).findIndex((issues) => issues.length > 0)
    if (target <= wizard.step || blocking === -1) return wizard.setStep(target)
    fields.attempt([blocking + 1])
    wizard.setStep(blocking + 1)
  }

  const submit = () => {
    const invalid = firstInvalidStep(values, limits)
    if (invalid) {
      fields.attempt(Array.from({ length: invalid.step }, (_, index) => index + 1))
      return wizard.setStep(invalid.step)
    }
    create.mutate(toNewSite(values), {
      onSuccess: (site) => {
        void message.success(t('wizard.created', { name: site.name }))
        onCreated(site)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length) {
          const mapped = Object.fromEntries(error.fields.map((field) => [rowField(field.field, values), field.message]))
          fields.setServerErrors(mapped)
          const step = Math.min(...Object.keys(mapped).map(stepOfField))
          setFormError(t('wizard.fixStep', { step: t(`wizard.steps.${STEP_KEYS[step - 1]}`) }))
          return wizard.setStep(step)
        }
        setFormError(failureText(error, t('wizard.failed')))
      },
    })
  }

  const stepHasError = (step: number) =>
    Object.keys(fields.serverErrors).some((field) => stepOfField(field) === step) ||
    (fields.isAttempted(step) && issuesByStep[step - 1].length > 0)

  const stepProps: StepProps = { values, limits, update, errorOf: fields.errorOf, touch: fields.touch }
  const last = wizard.step === WIZARD_STEPS

  return (
    <Modal
      open={open}
      onCancel={requestClose}
      afterOpenChange={(isOpen) => !isOpen && reset()}
      maskClosable={false}
      width={800}
      centered
      title={
        <div className={styles.wizardTitle}>
          <span>{t('wizard.title')}</span>
          <Typography.Text type="secondary" className={styles.wizardCounter}>
            {t('wizard.stepOf', { step: wizard.step, total: WIZARD_STEPS })}
          </Typography.Text>
        </div>
      }
      footer={
        <div className={styles.wizardFooter}>
          <div>
            {wizard.step > 1 && (
              <Button onClick={() => wizard.move(-1)} disabled={create.isPending}>
                {t('wizard.back')}
              </Button>
            )}
          </div>
          <div className={styles.wizardFooterEnd}>
            <Button onClick={requestClose} disabled={create.isPending}>
              {t('common:actions.cancel')}
            </Button>
            {last ? (
              <Button type="primary" onClick={submit} loading={create.isPending} disabled={!siteAllowance.available}>
                {t('wizard.create')}
              </Button>
            ) : (
              <Button type="primary" onClick={next}>
                {t('wizard.next')}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <Steps
        className={styles.wizardSteps}
        current={wizard.step - 1}
        onChange={(index) => goTo(index + 1)}
        size="small"
        items={STEP_KEYS.map((key, index) => ({
          title: t(`wizard.steps.${key}`),
          status: stepHasError(index + 1) ? 'error' : undefined,
        }))}
      />
      {!siteAllowance.available && (
        <Alert type="warning" showIcon className={styles.wizardAlert} title={t('overview.siteLimit')} />
      )}
      {formError && <Alert type="error" showIcon className={styles.wizardAlert} title={formError} />}
      <div className={styles.wizardBody}>
        {wizard.step === 1 && <WizardSiteStep {...stepProps} />}
        {wizard.step === 2 && <WizardKeywordsStep {...stepProps} />}
        {wizard.step === 3 && <WizardCompetitorsStep {...stepProps} />}
        {wizard.step === 4 && <WizardRecipientsStep {...stepProps} />}
      </div>
    </Modal>
  )
}

/** The categories of a sensitive-word check: main categories by region, each with its sub-categories;
 * SPEC §5's rule shown as the user picks (at least one main category, at most `max` sub-categories). */
import { Alert, Checkbox, Collapse, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MainCategory } from '../api/text-comply'
import { type Choice, choiceErrors, toggleMain, toggleSub } from '../utils/choice'

export interface CategoryPickerProps {
  tree: MainCategory[]
  max: number
  value: Choice
  onChange: (choice: Choice) => void
}

type Names = MainCategory['names']

export function localName(names: Names, language: string): string {
  return names[language as keyof Names] ?? names['zh-TW']
}

export function CategoryPicker({ tree, max, value, onChange }: CategoryPickerProps) {
  const { t, i18n } = useTranslation('textComply')
  const errors = choiceErrors(value, max, tree)
  const regions = [...new Set(tree.map((main) => main.region))]
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('picker.hint', { max, count: value.subs.length })}</Typography.Text>
      <Collapse
        size="small"
        defaultActiveKey={regions}
        items={regions.map((region) => ({
          key: region,
          label: t(`picker.region.${region}`),
          children: tree
            .filter((main) => main.region === region)
            .map((main) => (
              <div key={main.id} style={{ marginBottom: 8 }}>
                <Checkbox
                  checked={value.mains.includes(main.id)}
                  onChange={(event) => onChange(toggleMain(value, main, event.target.checked))}
                >
                  <strong>{localName(main.names, i18n.language)}</strong>
                </Checkbox>
                <div style={{ paddingInlineStart: 24 }}>
                  {main.subs.map((sub) => (
                    <Checkbox
                      key={sub.id}
                      checked={value.subs.includes(sub.id)}
                      onChange={(event) => onChange(toggleSub(value, main, sub.id, event.target.checked))}
                    >
                      {localName(sub.names, i18n.language)}
                    </Checkbox>
                  ))}
                </div>
              </div>
            )),
        }))}
      />
      {errors.map((error) => (
        <Alert key={error.code} type="error" showIcon title={t(`errors:${error.code}`, error.params)} />
      ))}
    </Space>
  )
}

import { Avatar, Card, Empty, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import type { User } from '@/types/api'
import { useTeamMembers } from '../api/get-team-members'
import type { TeamMember } from '../utils/team-members'
import styles from './profile.module.css'

const ROLE_COLORS: Record<string, string> = { owner: 'cyan', manager: 'blue', viewer: 'default' }

/** The people the user shares projects with, and their role in each shared project. */
export function TeamMembersCard({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const team = useTeamMembers(user.id)

  const columns = [
    {
      key: 'member',
      title: t('team.member'),
      render: (_: unknown, member: TeamMember) => (
        <span className={styles.member}>
          <Avatar size={32} className={styles.memberAvatar}>
            {[...(member.name || member.email)][0]?.toUpperCase()}
          </Avatar>
          <span>
            <Typography.Text strong>{member.name || member.email}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{member.email}</Typography.Text>
          </span>
        </span>
      ),
    },
    {
      key: 'projects',
      title: t('team.projects'),
      render: (_: unknown, member: TeamMember) => (
        <span className={styles.tags}>
          {member.projects.map((project) => (
            <Link key={project.id} to={`/projects/${project.id}/edit?tab=members`}>
              <Tag color={ROLE_COLORS[project.role]}>
                {project.name} · {t(`team.roles.${project.role}`)}
              </Tag>
            </Link>
          ))}
        </span>
      ),
    },
  ]

  return (
    <Card className={styles.card} title={t('team.title')}>
      <Table<TeamMember>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={team.data ?? []}
        loading={team.isLoading}
        pagination={false}
        locale={{
          emptyText: team.isError ? (
            failureText(team.error, t('team.loadFailed'))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.empty')} />
          ),
        }}
      />
    </Card>
  )
}

/** For tests: the project rules document GET /constants answers by default. */
import type { ProjectRules } from '@/types/api'

/** The document GET /constants answers by default (tests/api/meta/test_project_rules.py checks the server's). */
export const RULES: ProjectRules = {
  host_max_length: 256,
  suffix_max_with_protocol: 20,
  suffix_max_without_protocol: 6,
  url_max_length: 300,
  keyword_max_length: 200,
  forbidden_keyword_chars: '<>%\\/$\'"',
  name_max_length: 100,
  category_name_max_length: 50,
  listed_words: 10,
  allow_private_hosts: false,
}

# lang_tags: the tag function tags the class and what it contains
class role::web {
  tag 'us_mirror1', 'us_mirror2'
  notify { 'web': }
}
include role::web
notice(tagged('us_mirror1'))

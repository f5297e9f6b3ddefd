# template: apache/templates/mod/negotiation.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Negotiation] when it compiles tests/erb/exercise/apache.pp
class apache::mod::negotiation {
  $force_language_priority = 'Prefer Fallback'
  $language_priority = ['en', 'ca', 'cs', 'da', 'de', 'el', 'eo', 'es', 'et', 'fr', 'he', 'hr', 'it', 'ja', 'ko', 'ltz', 'nl', 'nn', 'no', 'pl', 'pt', 'pt-BR', 'ru', 'sv', 'zh-CN', 'zh-TW']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::negotiation

# template: apache/templates/mod/_allow.erb
# variables: written by hand (no class of the module renders this template): a status location's
class apache::mod::status {
  $allow_from = ['127.0.0.1', '::1', '192.0.2.0/24']
  $allow_defaults = ['127.0.0.1', '::1']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::status

# template: apache/templates/mod/mpm_event.conf.erb
# variables: none (the template has no Ruby; no class of the module renders it)
class apache::mod::event {
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::event

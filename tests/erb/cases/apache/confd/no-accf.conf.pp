# template: apache/templates/confd/no-accf.conf.erb
# variables: as the reference renders it for Class[Apache::Confd::No_accf] when it compiles tests/erb/exercise/apache_event.pp
class apache::confd::no_accf {
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::confd::no_accf

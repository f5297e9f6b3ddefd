# template: apache/templates/namevirtualhost.erb
# variables: as the reference renders it for Apache::Namevirtualhost[*:8080] when it compiles tests/erb/exercise/apache.pp
define apache::namevirtualhost {
  $addr_port = '*:8080'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::namevirtualhost { '*:8080': }

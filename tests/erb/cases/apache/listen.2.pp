# template: apache/templates/listen.erb
# variables: as the reference renders it for Apache::Listen[8080] when it compiles tests/erb/exercise/apache.pp
define apache::listen {
  $listen_addr_port = '8080'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::listen { '8080': }

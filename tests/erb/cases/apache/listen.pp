# template: apache/templates/listen.erb
# variables: as the reference renders it for Apache::Listen[192.0.2.10:80] when it compiles tests/erb/exercise/apache.pp
define apache::listen {
  $listen_addr_port = '192.0.2.10:80'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::listen { '192.0.2.10:80': }

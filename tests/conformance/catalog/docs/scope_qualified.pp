# lang_scope: accessing variables of other classes by qualified name
class apache::params {
  $vhostdir = '/etc/httpd/conf.d'
}
class apache {
  include apache::params
  notice("Vhost dir: ${apache::params::vhostdir}")
  notice("Top: ${::topvar}")
}
$topvar = 'top'
include apache

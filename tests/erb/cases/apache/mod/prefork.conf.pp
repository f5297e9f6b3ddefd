# template: apache/templates/mod/prefork.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Prefork] when it compiles tests/erb/exercise/apache.pp
class apache::mod::prefork {
  $_apache_version = '2.4'
  $apache_version = undef
  $listenbacklog = '511'
  $maxclients = '256'
  $maxconnectionsperchild = undef
  $maxrequestsperchild = '4000'
  $maxrequestworkers = undef
  $maxspareservers = '20'
  $minspareservers = '5'
  $serverlimit = '256'
  $startservers = '8'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::prefork

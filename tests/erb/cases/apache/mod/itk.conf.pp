# template: apache/templates/mod/itk.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Itk] when it compiles tests/erb/exercise/apache_itk.pp
class apache::mod::itk {
  $_apache_version = '2.4'
  $apache_version = undef
  $enablecapabilities = undef
  $maxclients = '256'
  $maxrequestsperchild = '4000'
  $maxspareservers = '20'
  $minspareservers = '5'
  $serverlimit = '256'
  $startservers = '8'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::itk

# template: apache/templates/mod/peruser.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Peruser] when it compiles tests/erb/exercise/apache_peruser.pp
class apache::mod::peruser {
  $expiretimeout = '120'
  $idletimeout = '120'
  $keepalive = 'Off'
  $maxclients = '150'
  $maxprocessors = '10'
  $maxrequestsperchild = '1000'
  $minprocessors = '2'
  $minspareprocessors = '2'
  $mod_dir = '/etc/apache2/mods-available'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::peruser

# template: apache/templates/mod/load.erb
# variables: as the reference renders it for Apache::Mod[authn_core] when it compiles tests/erb/exercise/apache.pp
define apache::mod {
  $_id = 'authn_core_module'
  $_lib = 'mod_authn_core.so'
  $_loadfile_name = 'authn_core.load'
  $_package = undef
  $_path = '/usr/lib/apache2/modules/mod_authn_core.so'
  $id = undef
  $lib = undef
  $lib_path = '/usr/lib/apache2/modules'
  $loadfile_name = undef
  $loadfiles = undef
  $mod = 'authn_core'
  $mod_dir = '/etc/apache2/mods-available'
  $mod_libs = {'shib2' => 'mod_shib.so'}
  $mod_packages = {'auth_cas' => 'libapache2-mod-auth-cas', 'auth_kerb' => 'libapache2-mod-auth-kerb', 'auth_openidc' => 'libapache2-mod-auth-openidc', 'auth_gssapi' => 'libapache2-mod-auth-gssapi', 'auth_mellon' => 'libapache2-mod-auth-mellon', 'authnz_pam' => 'libapache2-mod-authnz-pam', 'dav_svn' => 'libapache2-mod-svn', 'fastcgi' => 'libapache2-mod-fastcgi', 'fcgid' => 'libapache2-mod-fcgid', 'geoip' => 'libapache2-mod-geoip', 'intercept_form_submit' => 'libapache2-mod-intercept-form-submit', 'jk' => 'libapache2-mod-jk', 'lookup_identity' => 'libapache2-mod-lookup-identity', 'nss' => 'libapache2-mod-nss', 'pagespeed' => 'mod-pagespeed-stable', 'passenger' => 'libapache2-mod-passenger', 'perl' => 'libapache2-mod-perl2', 'phpXXX' => 'libapache2-mod-phpXXX', 'python' => 'libapache2-mod-python', 'rpaf' => 'libapache2-mod-rpaf', 'security' => 'libapache2-mod-security2', 'shib2' => 'libapache2-mod-shib2', 'wsgi' => 'libapache2-mod-wsgi', 'xsendfile' => 'libapache2-mod-xsendfile'}
  $package = undef
  $package_ensure = 'present'
  $path = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::mod { 'authn_core': }

# template: apache/templates/mod/alias.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Alias] when it compiles tests/erb/exercise/apache.pp
class apache::mod::alias {
  $_apache_version = '2.4'
  $access_log_file = 'access.log'
  $alias_icons_path = '/usr/share/apache2/icons'
  $apache_name = 'apache2'
  $apache_version = undef
  $cas_cookie_path = '/var/cache/apache2/mod_auth_cas/'
  $conf_dir = '/etc/apache2'
  $conf_file = 'apache2.conf'
  $conf_template = 'apache/httpd.conf.erb'
  $confd_dir = '/etc/apache2/conf.d'
  $default = '2.4'
  $default_ssl_cert = '/etc/ssl/certs/ssl-cert-snakeoil.pem'
  $default_ssl_key = '/etc/ssl/private/ssl-cert-snakeoil.key'
  $dev_packages = ['libaprutil1-dev', 'libapr1-dev', 'apache2-dev']
  $distrelease = '12'
  $docroot = '/var/www/html'
  $error_documents_path = '/usr/share/apache2/error'
  $error_log = 'error.log'
  $fastcgi_lib_path = '/var/lib/apache2/fastcgi'
  $file_mode = '0644'
  $group = 'www-data'
  $hostname_lookups = 'Off'
  $httpd_dir = '/etc/apache2'
  $icons_options = 'Indexes MultiViews'
  $icons_path = '/usr/share/apache2/icons'
  $keepalive = 'On'
  $keepalive_timeout = 15
  $lib_path = '/usr/lib/apache2/modules'
  $log_level = 'warn'
  $logroot = '/var/log/apache2'
  $max_keepalive_requests = 100
  $mellon_post_directory = '/var/cache/apache2/mod_auth_mellon/'
  $mime_support_package = 'mime-support'
  $mime_types_additional = {'AddHandler' => {'type-map' => 'var'}, 'AddType' => {'text/html' => '.shtml'}, 'AddOutputFilter' => {'INCLUDES' => '.shtml'}}
  $mime_types_config = '/etc/mime.types'
  $mod_dir = '/etc/apache2/mods-available'
  $mod_enable_dir = '/etc/apache2/mods-enabled'
  $mod_libs = {'shib2' => 'mod_shib.so'}
  $mod_packages = {'auth_cas' => 'libapache2-mod-auth-cas', 'auth_kerb' => 'libapache2-mod-auth-kerb', 'auth_openidc' => 'libapache2-mod-auth-openidc', 'auth_gssapi' => 'libapache2-mod-auth-gssapi', 'auth_mellon' => 'libapache2-mod-auth-mellon', 'authnz_pam' => 'libapache2-mod-authnz-pam', 'dav_svn' => 'libapache2-mod-svn', 'fastcgi' => 'libapache2-mod-fastcgi', 'fcgid' => 'libapache2-mod-fcgid', 'geoip' => 'libapache2-mod-geoip', 'intercept_form_submit' => 'libapache2-mod-intercept-form-submit', 'jk' => 'libapache2-mod-jk', 'lookup_identity' => 'libapache2-mod-lookup-identity', 'nss' => 'libapache2-mod-nss', 'pagespeed' => 'mod-pagespeed-stable', 'passenger' => 'libapache2-mod-passenger', 'perl' => 'libapache2-mod-perl2', 'phpXXX' => 'libapache2-mod-phpXXX', 'python' => 'libapache2-mod-python', 'rpaf' => 'libapache2-mod-rpaf', 'security' => 'libapache2-mod-security2', 'shib2' => 'libapache2-mod-shib2', 'wsgi' => 'libapache2-mod-wsgi', 'xsendfile' => 'libapache2-mod-xsendfile'}
  $modsec_audit_log_parts = 'ABIJDEFHZ'
  $modsec_audit_log_type = 'Serial'
  $modsec_crs_package = 'modsecurity-crs'
  $modsec_crs_path = '/usr/share/modsecurity-crs'
  $modsec_default_rules = ['crawlers-user-agents.data', 'iis-errors.data', 'java-code-leakages.data', 'java-errors.data', 'lfi-os-files.data', 'php-config-directives.data', 'php-errors.data', 'php-function-names-933150.data', 'php-function-names-933151.data', 'php-variables.data', 'restricted-files.data', 'scanners-headers.data', 'scanners-urls.data', 'scanners-user-agents.data', 'scripting-user-agents.data', 'sql-errors.data', 'sql-function-names.data', 'unix-shell.data', 'windows-powershell-commands.data']
  $modsec_dir = '/etc/modsecurity'
  $modsec_secruleengine = 'On'
  $modsec_version = 1
  $mpm_module = 'worker'
  $osr_array = ['12', '5']
  $passenger_conf_file = 'passenger.conf'
  $passenger_default_ruby = '/usr/bin/ruby'
  $passenger_root = '/usr/lib/ruby/vendor_ruby/phusion_passenger/locations.ini'
  $php_version = '7.2'
  $pidfile = '${APACHE_PID_FILE}'
  $ports_file = '/etc/apache2/ports.conf'
  $root_directory_options = ['FollowSymLinks']
  $root_group = 'root'
  $scriptalias = '/usr/lib/cgi-bin'
  $secpcrematchlimit = 1500
  $secpcrematchlimitrecursion = 1500
  $server_root = '/etc/apache2'
  $servername = 'web01.example.com'
  $service_name = 'apache2'
  $shib2_lib = 'mod_shib.so'
  $ssl_protocol = ['all', '-SSLv2', '-SSLv3']
  $ssl_sessioncache = '${APACHE_RUN_DIR}/ssl_scache(512000)'
  $suphp_addhandler = 'x-httpd-php'
  $suphp_configpath = '/etc/php5/apache2'
  $suphp_engine = 'off'
  $use_optional_includes = false
  $use_systemd = true
  $user = 'www-data'
  $verify_command = '/usr/sbin/apachectl -t'
  $vhost_dir = '/etc/apache2/sites-available'
  $vhost_enable_dir = '/etc/apache2/sites-enabled'
  $vhost_include_pattern = '*'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::alias

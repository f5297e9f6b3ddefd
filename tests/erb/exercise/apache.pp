# The apache module's classes and defines with features that render its templates
# (tests/tools/erb-capture.rb records the variables each template gets).
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
  server_tokens => 'Prod',
}
include apache::mod::alias
include apache::mod::autoindex
include apache::mod::dav_fs
include apache::mod::deflate
include apache::mod::dir
include apache::mod::cache
include apache::mod::disk_cache
include apache::mod::dumpio
include apache::mod::expires
include apache::mod::ext_filter
include apache::mod::fcgid
include apache::mod::geoip
include apache::mod::http2
include apache::mod::info
include apache::mod::ldap
include apache::mod::mime
include apache::mod::mime_magic
include apache::mod::negotiation
include apache::mod::proxy
include apache::mod::proxy_balancer
include apache::mod::proxy_html
include apache::mod::reqtimeout
include apache::mod::rpaf
include apache::mod::setenvif
include apache::mod::ssl
include apache::mod::status
include apache::mod::userdir
include apache::mod::wsgi
include apache::mod::authnz_ldap
class { 'apache::mod::authn_dbd': authn_dbd_params => 'host=db.example.com user=apache password=secret dbname=apacheauth' }
class { 'apache::mod::auth_cas': cas_login_url => 'https://cas.example.com/login', cas_validate_url => 'https://cas.example.com/validate' }
include apache::mod::auth_mellon
include apache::mod::pagespeed
include apache::mod::passenger
include apache::mod::php
include apache::mod::jk
include apache::mod::security
include apache::mod::nss
apache::fastcgi::server { 'php': host => '127.0.0.1:9000' }

apache::listen { '8080': }
apache::namevirtualhost { '*:8080': }

apache::vhost { 'www.example.com':
  port                 => 80,
  docroot              => '/var/www/example',
  serveraliases        => ['example.com', 'web.example.com'],
  aliases              => [{ alias => '/static', path => '/var/www/static' }, { scriptalias => '/cgi', path => '/usr/lib/cgi-bin' }],
  directories          => [
    { path => '/var/www/example', options => ['Indexes', 'FollowSymLinks'], allow_override => ['All'], require => 'all granted',
      directoryindex => 'index.html', headers => 'Set X-Test "1"', rewrites => [{ rewrite_rule => ['^/old$ /new [R]'] }] },
    { path => '\.php$', provider => 'filesmatch', sethandler => 'proxy:fcgi://127.0.0.1:9000', require => ['ip 10.0.0.0/8', 'host example.com'] },
    { path => '/admin', provider => 'location', auth_type => 'Basic', auth_name => 'Admin', auth_user_file => '/etc/htpasswd',
      auth_require => 'valid-user' },
  ],
  rewrites             => [{ comment => 'redirect', rewrite_cond => ['%{HTTPS} off'], rewrite_rule => ['(.*) https://%{HTTP_HOST}$1 [R=301,L]'] }],
  redirect_source      => ['/a', '/b'],
  redirect_dest        => ['http://a.example.com/', 'http://b.example.com/'],
  redirect_status      => ['permanent', 'temp'],
  redirectmatch_regexp => ['^/(.*)\.gif$'],
  redirectmatch_dest   => ['http://img.example.com/$1.png'],
  redirectmatch_status => ['404'],
  proxy_pass           => [{ path => '/app', url => 'http://127.0.0.1:8080/app', params => { retry => 0, timeout => 5 },
                            reverse_urls => ['http://127.0.0.1:8080/app'] }],
  proxy_preserve_host  => true,
  headers              => ['Set X-Frame-Options SAMEORIGIN'],
  request_headers      => ['unset Proxy early'],
  setenv               => ['SPECIAL_PATH /foo/bin'],
  setenvif             => ['Request_URI "\.gif$" object_is_image=gif'],
  error_documents      => [{ error_code => '404', document => '/404.html' }],
  custom_fragment      => "# custom\nServerSignature Off",
  access_logs          => [{ file => 'access.log', format => 'combined' }, { syslog => 'syslog', env => 'loggable' }],
  block                => ['scm'],
  additional_includes  => ['/etc/apache2/extra.conf'],
  allow_encoded_slashes => 'nodecode',
  fallbackresource     => '/index.php',
  action               => 'php-fastcgi',
  scriptaliases        => [{ alias => '/cgi-bin', path => '/usr/lib/cgi-bin' }],
  php_values           => { 'memory_limit' => '128M' },
  php_flags            => { 'display_errors' => 'off' },
  php_admin_values     => { 'post_max_size' => '16M' },
  php_admin_flags      => { 'engine' => 'on' },
  wsgi_daemon_process  => 'wsgi',
  wsgi_daemon_process_options => { processes => '2', threads => '15' },
  wsgi_process_group   => 'wsgi',
  wsgi_script_aliases  => { '/' => '/var/www/wsgi.py' },
  filters              => ['FilterDeclare COMPRESS', 'FilterProvider COMPRESS DEFLATE resp=Content-Type $text/html'],
  keepalive            => 'on',
  keepalive_timeout    => '5',
  use_canonical_name   => 'on',
  http_protocol_options => 'Strict LenientMethods Allow0.9',
  passenger_enabled    => true,
  passenger_app_root   => '/var/www/app',
  jk_mounts            => [{ mount => '/*', worker => 'tcnode1' }],
  modsec_disable_vhost => true,
  add_default_charset  => 'UTF-8',
  suphp_engine         => 'on',
  suphp_addhandler     => 'x-httpd-php',
  suphp_configpath     => '/etc/php',
  suexec_user_group    => 'www-data www-data',
  fastcgi_server       => 'http://localhost/',
  fastcgi_socket       => '/var/run/fcgi.sock',
  fastcgi_dir          => '/var/www/fcgi',
  auth_kerb            => true,
  krb_method_negotiate => 'on',
  h2_copy_files        => true,
  itk                  => { user => 'www-data', group => 'www-data' },
}

apache::vhost { 'secure.example.com':
  port          => 443,
  ssl           => true,
  docroot       => '/var/www/secure',
  ssl_cert      => '/etc/ssl/certs/secure.pem',
  ssl_key       => '/etc/ssl/private/secure.key',
  ssl_chain     => '/etc/ssl/certs/chain.pem',
  ssl_protocol  => ['all', '-SSLv3'],
  ssl_cipher    => 'HIGH:!aNULL',
  ssl_proxyengine => true,
  ssl_proxy_verify => 'require',
  shib_compat_valid_user => 'On',
  cas_login_url => 'https://cas.example.com/login',
  auth_oidc     => true,
  oidc_settings => { 'ProviderMetadataURL' => 'https://login.example.com/.well-known/openid-configuration', 'ClientID' => 'test' },
  cas_attribute_prefix => 'CAS_',
}

apache::vhost { 'plain.example.com':
  port    => 8080,
  docroot => '/var/www/plain',
  ip      => '192.0.2.10',
  add_listen => false,
  logroot => '/var/log/apache2/plain',
  priority => '20',
}

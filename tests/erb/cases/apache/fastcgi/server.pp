# template: apache/templates/fastcgi/server.erb
# variables: as the reference renders it for Apache::Fastcgi::Server[php] when it compiles tests/erb/exercise/apache.pp
define apache::fastcgi::server {
  $faux_path = '/var/www/php.fcgi'
  $fcgi_alias = '/php.fcgi'
  $file_type = 'application/x-httpd-php'
  $flush = false
  $host = '127.0.0.1:9000'
  $pass_header = undef
  $timeout = 15
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::fastcgi::server { 'php': }

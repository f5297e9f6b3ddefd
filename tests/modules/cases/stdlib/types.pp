class web (
  Stdlib::Port $port = 8080,
  Stdlib::Absolutepath $root = '/srv/www',
  Stdlib::Fqdn $host = 'www.example.com',
  Stdlib::HTTPUrl $url = 'http://example.com/',
  Stdlib::Filemode $mode = '0644',
  Stdlib::Ensure::Service $state = 'running',
  Stdlib::IP::Address $ip = '192.168.0.1',
  Stdlib::Email $admin = 'root@example.com',
) {
  notice("${host}:${port} ${root} ${url} ${mode} ${state} ${ip} ${admin}")
}
include web
notice(80 =~ Stdlib::Port)
notice('/tmp' =~ Stdlib::Unixpath)
notice('C:\\x' =~ Stdlib::Windowspath)
notice('10.0.0.0/8' =~ Stdlib::IP::Address::V4::CIDR)
notice('fe80::1' =~ Stdlib::IP::Address::V6)
notice('x' =~ Stdlib::Base64)

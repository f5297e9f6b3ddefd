class profile::web (
  String $docroot = '/var/www',
  Array[String] $vhosts = ['a.example.com', 'b.example.com'],
  Hash[String, Integer] $ports = {'http' => 80, 'https' => 443},
) {
  $vhosts.each |Integer $i, String $vh| {
    $port = $ports['https'] + $i
    notice("vhost ${i}: ${vh} on ${port} root=${docroot}/${vh}")
  }
  $summary = $vhosts.map |$v| { $v.split('\.')[0] }.join(',')
  notice("summary=${summary}")
}
include profile::web

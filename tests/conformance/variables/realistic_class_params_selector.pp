class profile::web (
  Integer $port = 80,
  Array[String] $vhosts = ["default"],
  Optional[String] $docroot = undef,
) {
  $root = $docroot ? { undef => "/var/www", default => $docroot }
  $vhosts.each |$i, $v| {
    notice("vhost ${i}: ${v} on ${port} in ${root}/${v}")
  }
}
class { profile::web: port => 8080, vhosts => [a, b] }

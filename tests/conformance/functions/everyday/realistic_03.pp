define myapp::vhost(String $docroot, Integer $port = 80, Array[String] $aliases = []) {
  $names = [$title] + $aliases
  notice(sprintf('%s:%d -> %s (%s)', $title, $port, $docroot, $names.join(',')))
}
$sites = {
  'a.example.com' => { docroot => '/var/www/a' },
  'b.example.com' => { docroot => '/var/www/b', port => 8080, aliases => ['www.b.example.com'] },
}
$sites.each |$t, $p| { myapp::vhost { $t: * => $p } }

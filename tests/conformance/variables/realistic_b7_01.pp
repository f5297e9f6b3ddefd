define myapp::instance(Integer $port, Optional[String] $user = undef) {
  $u = pick($user, 'nobody')
  notice("${title}: ${port} as ${u} (${name})")
}
myapp::instance { 'one': port => 8080 }
myapp::instance { ['two', 'three']: port => 9090, user => 'app' }

class web(Integer $port, String $host = 'localhost') {
  notice("web: port=${port} host=${host}")
}
class { 'web': host => 'given.example.com' }

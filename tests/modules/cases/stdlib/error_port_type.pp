class web (Stdlib::Port $port = 8080) {
  notice($port)
}
class { 'web': port => 70000 }

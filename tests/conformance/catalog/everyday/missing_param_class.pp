class db(String $user, Integer $port) { notice("$user $port") }
class { 'db': user => 'x' }

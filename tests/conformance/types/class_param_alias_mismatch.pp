type Port = Integer[1, 65535]
class web(Port $port) { notice($port) }
class { 'web': port => 99999 }

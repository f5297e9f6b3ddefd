class web($port = 80) { }
class { 'web': port => 81 }
class { 'web': port => 82 }

class web($port = 80) { }
include web
class { 'web': port => 8080 }

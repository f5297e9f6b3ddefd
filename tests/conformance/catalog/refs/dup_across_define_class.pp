class c { file { '/etc/x': } }
define d() { file { '/etc/x': } }
include c
d { 'i': }

Exec { path => '/usr/bin:/bin' }
class c { exec { 'echo hi': } }
include c
notice(Exec['echo hi'][path])

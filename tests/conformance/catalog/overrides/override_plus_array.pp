class base { package { 'p': } exec { 'e': command => '/bin/true', require => Package['p'] } package { 'q': } }
class sub inherits base { Exec['e'] { require +> [Package['q']] } }
include sub
notice(Exec['e'][require])

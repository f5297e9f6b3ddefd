class foo::bar($x = 1) { notify { 'in bar': message => "x=${x}" } }
include foo::bar
define my::thing($a = 'd') { notify { "t-${title}": } file { "/tmp/${title}": ensure => file } }
my::thing { 'one': a => 'b' }
notify { 'Weird Title/x': }

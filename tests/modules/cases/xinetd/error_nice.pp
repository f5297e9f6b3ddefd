xinetd::service { 'x': port => 1, server => '/bin/x', nice => 40 }

xinetd::service { 'x': port => 1 }

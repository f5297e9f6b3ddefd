file_line { 'x': path => '/etc/hosts', line => 'a', match => 'b', multiple => 'yes' }

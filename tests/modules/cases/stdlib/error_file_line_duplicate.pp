file_line { 'x': path => '/etc/hosts', line => 'a' }
file_line { 'x': path => '/etc/hosts', line => 'b' }

file_line { 'x': path => '/etc/hosts', match => '^a' }

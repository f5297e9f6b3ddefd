file_line { 'remove': ensure => absent, path => '/etc/hosts', match => '^old', match_for_absence => true }
file_line { 'remove_line': ensure => absent, path => '/etc/hosts', line => 'old line' }

package { 'web': name => 'nginx' }
notice(Package['nginx']['name'])
service { 'nginx': require => Package['nginx'] }

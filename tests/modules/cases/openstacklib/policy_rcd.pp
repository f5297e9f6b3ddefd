# policy_rcd: which services invoke-rc.d may start (set_code 101: not allowed).
policy_rcd { 'apache2': ensure => present }
policy_rcd { 'keystone': service => 'keystone-api', set_code => '0' }
policy_rcd { 'nova-api': ensure => absent, set_code => '104' }

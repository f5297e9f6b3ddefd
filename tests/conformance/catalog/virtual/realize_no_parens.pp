@package { ['vim', 'git', 'curl']: ensure => installed }
realize Package['vim'], Package['git']

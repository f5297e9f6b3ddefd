postgresql_conf { 'work_mem': ensure => 'latest', value => '4MB' }

postgresql_conf { 'shared_buffers': value => '128MB' }
postgresql_conf { 'log.min_duration': ensure => absent }
postgresql_replication_slot { 'standby_1': }
postgresql_psql { 'vacuum': command => 'VACUUM', environment => 'PGOPTIONS=-c x=1', refreshonly => true, cwd => '/var/tmp' }
postgresql_conn_validator { 'db': port => '0x1F', sleep => 3, tries => ' 12 ', host => 'db.example.com' }
notice('postgresql types')

postgresql_psql { 'q': command => 'select 1', environment => ['A=1', File['/tmp/x']] }

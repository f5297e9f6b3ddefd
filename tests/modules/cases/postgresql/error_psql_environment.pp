postgresql_psql { 'q': command => 'SELECT 1', environment => ['PGOPTIONS=-c x=1', 'oops'] }

postgresql_psql { 'q': command => 'SELECT 1', refreshonly => 'maybe' }

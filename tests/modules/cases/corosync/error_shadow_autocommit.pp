cs_shadow { 's': autocommit => 'maybe' }

ini_subsetting { 'x': path => '/tmp/x.ini', section => 's', setting => 'k', subsetting => 'a', quote_char => '|' }

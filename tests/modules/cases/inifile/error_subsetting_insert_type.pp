ini_subsetting { 'x': path => '/tmp/x.ini', section => 's', setting => 'k', subsetting => 'a', insert_type => 'middle' }

ini_setting { 'x': path => '/tmp/a.ini', section => 's', setting => 'k', value => 'v' }
ini_setting { 'x': path => '/tmp/b.ini', section => 's', setting => 'k', value => 'w' }

ini_setting { 'x': path => '/tmp/a.ini', section => 's', setting => 'k', value => 'v', separator => ':' }

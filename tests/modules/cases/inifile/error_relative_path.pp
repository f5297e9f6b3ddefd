ini_setting { 'x': path => 'a.ini', section => 's', setting => 'k', value => 'v' }

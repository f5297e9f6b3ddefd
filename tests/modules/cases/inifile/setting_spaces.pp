ini_setting { 'x': path => '/tmp/x.ini', section => 's', setting => ' k ', value => 'v' }

apt_key { 'x': id => '0123456789ABCDEF0123456789ABCDEF01234567', source => ['http://x'] }

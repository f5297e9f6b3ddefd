schedule { 'a': period => weekly, range => '1 - 2', weekday => 'Sat', repeat => 1, periodmatch => distance }
file { '/tmp/x': ensure => file, schedule => 'a' }

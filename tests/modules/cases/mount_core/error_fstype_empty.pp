mount { '/mnt/data': ensure => mounted, fstype => '', device => '/dev/sdb1' }

mount { '/mnt/data': ensure => mounted, fstype => 4, device => '/dev/sdb1' }

mount { '/mnt/data': ensure => mounted, device => '/dev/sdb1', fstype => 'ext4' }

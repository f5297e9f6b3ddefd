mount { '/mnt/data': ensure => mounted, fstype => 'ext4', device => '/dev/sdb1', blockdevice => 'a b' }

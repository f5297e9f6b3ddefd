class { 'ceph': mon_host => '10.0.0.1' }

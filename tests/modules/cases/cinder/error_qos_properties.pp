cinder_qos { 'fast': properties => ['read_iops_sec = 2000'] }

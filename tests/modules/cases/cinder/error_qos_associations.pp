cinder_qos { 'fast': associations => ['ceph pool'] }

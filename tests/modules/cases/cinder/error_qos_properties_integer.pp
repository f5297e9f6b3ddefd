cinder_qos { 'fast': properties => [5] }

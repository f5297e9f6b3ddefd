ring_object_device { '192.0.2.1:6000/sdb': zone => 1, weight => 'abc' }

ring_object_device { 'sdb': zone => 1, weight => 1 }

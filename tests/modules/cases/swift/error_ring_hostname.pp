ring_object_device { 'storage1:6000/sdb': zone => 1, weight => 1 }

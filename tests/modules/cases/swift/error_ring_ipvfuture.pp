ring_object_device { '[v1.x]:6000/sdb': zone => 1, weight => 1 }

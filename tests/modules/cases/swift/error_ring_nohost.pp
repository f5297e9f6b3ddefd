ring_object_device { ':6000/sdb': zone => 1, weight => 1 }

ring_object_device { '10.0.0.21:6000/sdb': zone => 1, weight => 1 }
ring_object_device { '10.0.0.21:6000/sdb': zone => 2, weight => 1 }

ring_object_device { '10.0.0.021:6000/sdb': zone => 1, weight => 1 }

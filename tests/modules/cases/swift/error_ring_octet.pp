ring_object_device { '2:10.0.0.256:6000/sdb': zone => 1, weight => 1 }

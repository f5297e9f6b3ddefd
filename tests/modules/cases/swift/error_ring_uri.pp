ring_container_device { '10.0.0.21:6001/sd b': zone => 1, weight => 1 }

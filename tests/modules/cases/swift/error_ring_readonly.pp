ring_object_device { '[fe80::1]:6000/sdb': zone => 1, weight => 1, partitions => 1024 }

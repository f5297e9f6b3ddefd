ring_object_device { '192.0.2.1:6000/sdb': zone => 1, weight => '10' }
ring_object_device { '192.0.2.1:6000/sdc': zone => 1, weight => 1.5 }
ring_object_device { '192.0.2.1:6000/sdd': zone => 1, weight => ' 12 ' }
ring_object_device { '192.0.2.1:6000/sde': zone => 1, weight => '1_000' }
ring_container_device { '192.0.2.1:6001/sdb': zone => 1, weight => [100, '0x1A'] }
ring_account_device { '192.0.2.1:6002/sdb': zone => 1, weight => [], id => [] }

ring_object_device { '[fe80::1]:6000/sdb': zone => 1, weight => 1 }
ring_object_device { '3:10.0.0.21:6000/sdc/part?x#y': zone => 1, weight => '1_0.5' }
ring_object_device { 'admin@10.0.0.22/sdd': zone => 2, weight => 0.5, region => 2, meta => 'fast' }
ring_container_device { '[::ffff:10.0.0.1]:6001/sdb': zone => 1, weight => 1 }
ring_account_device { '10.0.0.21:6002/sdb/': zone => 1, weight => 1 }
swift_storage_policy { '2':
  policy_name             => 'ec-policy',
  aliases                 => ' ec , erasure-coded',
  policy_type             => 'Erasure_Coding',
  default                 => false,
  deprecated              => 'No',
  ec_type                 => 'liberasurecode_rs_vand',
  ec_num_data_fragments   => 10,
  ec_num_parity_fragments => 4,
  ec_object_segment_size  => 1048576,
}

class { 'nova::pci':
  aliases => "[{'vendor_id': '8086', 'product_id': '1520', 'name': 'nic'}]",
}
class { 'nova::compute::pci':
  passthrough => '{"vendor_id": "8086", "product_id": "154d"}',
}

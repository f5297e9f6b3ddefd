class { 'nova::pci':
  aliases => '[{"vendor_id": "8086"',
}

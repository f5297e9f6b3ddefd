class { 'nova::pci':
  aliases => ['nic'],
}

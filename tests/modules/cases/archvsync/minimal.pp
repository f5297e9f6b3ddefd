class { 'archvsync':
  manage_apache   => false,
  manage_pureftpd => false,
  manage_rsync    => false,
  mirrorname      => 'mirror.example.com',
  mailto          => 'mirror@example.com',
}

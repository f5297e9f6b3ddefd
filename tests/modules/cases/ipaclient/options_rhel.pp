class { 'ipaclient':
  password     => 'unicorns',
  principal    => 'admin',
  server       => ['ipa01.example.com', 'ipa02.example.com'],
  domain       => 'example.com',
  realm        => 'EXAMPLE.COM',
  mkhomedir    => true,
  automount    => true,
  ssh          => false,
  fixed_primary => true,
}

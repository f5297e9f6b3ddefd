class { 'dns':
  enable_views => true,
}
dns::view { 'internal':
  match_clients => ['192.168.0.0/16'],
  recursion     => 'yes',
}
dns::view { 'external':
  match_clients => ['any'],
  recursion     => 'no',
}
dns::zone { 'example.com':
  target_views => ['internal', 'external'],
  soaip        => '192.168.0.1',
}

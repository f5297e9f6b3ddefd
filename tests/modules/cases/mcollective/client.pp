class { 'mcollective':
  client           => true,
  middleware_hosts => ['broker1.example.com', 'broker2.example.com'],
  psk              => 'sekrit',
}
mcollective::plugin { 'puppet':
  package => true,
}
mcollective::user { 'admin': }
mcollective::server::setting { 'override identity':
  setting => 'identity',
  value   => 'bob',
}

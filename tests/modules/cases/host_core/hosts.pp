host { 'db.example.com':
  ip           => '10.0.0.1',
  host_aliases => ['db', 'postgres'],
  comment      => 'the primary',
}
host { 'link-local.example.com': ip => 'fe80::1%eth0' }
host { 'mapped.example.com.': ip => '::ffff:192.0.2.128' }
host { 'localhost6': ip => '::1', host_aliases => 'ip6-localhost' }

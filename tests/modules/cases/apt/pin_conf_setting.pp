class { 'apt':
  update => { 'frequency' => 'always' },
  purge  => { 'sources.list.d' => true },
}
apt::pin { 'stable': priority => 900, codename => 'bookworm' }
apt::conf { 'unauth':
  priority => 99,
  content  => 'APT::Get::AllowUnauthenticated 1;',
}
apt::setting { 'conf-httproxy':
  content => 'Acquire::http::proxy "http://proxy:3128";',
}
apt::key { 'puppetlabs':
  id     => '6F6B15509CF8E59E6E469F327F438280EF8D349F',
  server => 'pgp.mit.edu',
}
apt::mark { 'vim': setting => 'hold' }

class { 'staging': path => '/opt/staging' }
staging::file { 'sample.tar.gz':
  source => 'puppet:///modules/staging/sample.tar.gz',
}
staging::file { 'sample2.tar.gz':
  source => 'http://example.com/sample2.tar.gz',
  subdir => 'apps',
}
staging::extract { 'sample.tar.gz':
  target  => '/usr/local/sample',
  creates => '/usr/local/sample/sample',
  require => Staging::File['sample.tar.gz'],
}

class apache (String $version = 'latest') {
  package {'httpd':
    ensure => $version,
    before => File['/etc/httpd.conf'],
  }
  file {'/etc/httpd.conf':
    ensure  => file,
    owner   => 'httpd',
  }
  service {'httpd':
    ensure    => running,
    enable    => true,
    subscribe => File['/etc/httpd.conf'],
  }
}
class {'apache':
  version => '2.2.21',
}
notice(Package['httpd'][ensure])

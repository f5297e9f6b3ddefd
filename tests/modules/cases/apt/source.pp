include apt
apt::source { 'puppetlabs':
  location => 'http://apt.puppetlabs.com',
  repos    => 'main',
  key      => {
    'id'     => '6F6B15509CF8E59E6E469F327F438280EF8D349F',
    'server' => 'keyserver.ubuntu.com',
  },
}
apt::source { 'debian_unstable':
  comment  => 'This is the Debian unstable mirror',
  location => 'http://deb.debian.org/debian',
  release  => 'unstable',
  repos    => 'main contrib non-free',
  pin      => '-10',
  include  => {
    'src' => true,
    'deb' => true,
  },
}

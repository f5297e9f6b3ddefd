# A documented class in the style guide's layout: no warnings.
class clean (
  String $owner = 'root',
) {
  file { '/etc/motd':
    ensure  => file,
    owner   => $owner,
    mode    => '0644',
    content => "Welcome to ${facts['networking']['fqdn']}\n",
  }
  case $owner {
    'root': { notice('root') }
    default: {}
  }
}

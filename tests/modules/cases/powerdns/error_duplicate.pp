include powerdns
class { 'powerdns::package': }

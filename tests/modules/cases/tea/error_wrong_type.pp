class t (Tea::Ipv4 $ip) { }
class { 't': ip => '1.2.3' }

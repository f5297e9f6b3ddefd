$checks = [
  [Tea::Ipv4, ['192.168.0.1', '300.1.1.1']],
  [Tea::Ipv6, ['::1', 'fe80::1', 'x::1']],
  [Tea::Ipv4_cidr, ['10.0.0.0/8', '10.0.0.0']],
  [Tea::Ipv6_cidr, ['2001:db8::/32', '2001:db8::']],
  [Tea::Port, [22, 70000]],
  [Tea::Privilegedport, [22, 8080]],
  [Tea::Fqdn, ['www.example.com', 'no spaces']],
  [Tea::Absolutepath, ['/etc', 'C:\\Windows', 'etc']],
  [Tea::Httpurl, ['http://example.com/', 'ftp://x']],
  [Tea::Httpsurl, ['https://example.com/', 'http://x']],
  [Tea::Syslog_level, ['info', 'loud']],
  [Tea::Rfc1918, ['10.1.2.3', '8.8.8.8']],
  [Tea::Base64, ['aGVsbG8=', '!!']],
  [Tea::Puppeturi, ['puppet:///modules/x/y', 'file:///x']],
  [Tea::Ip_address, ['10.0.0.1', '::1', 'host']],
]
$checks.each |$c| {
  $type = $c[0]
  $c[1].each |$v| {
    $ok = $v =~ $type
    notice("${v}: ${ok}")
  }
}
notice(Tea::Absolutepath)

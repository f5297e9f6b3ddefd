$os = 'Debian'
$pkg = $os ? {
  /^(RedHat|CentOS)$/ => 'httpd',
  'debian' => 'apache2',
  default => 'unknown',
}
notice($pkg)
notice(5 ? { String => 's', Integer[0, 9] => 'digit', default => 'other' })
notice([1, 2] ? { [1, 2] => 'exact', default => 'no' })

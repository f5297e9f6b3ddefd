$os = { 'family' => 'Debian', 'release' => { 'major' => '12' } }
$pkg = $os['family'] ? {
  /^(Debian|Ubuntu)$/ => "apt-${1}",
  'RedHat'            => 'yum',
  default             => 'unknown',
}
notice($pkg)

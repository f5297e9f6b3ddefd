$pkgs = ['nginx', 'curl']
$pkgs.each |$p| {
  package { $p: ensure => installed }
  notice("declared ${p}")
}
notice(Package['curl'][ensure])

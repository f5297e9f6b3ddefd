# lang_resources_advanced: per-expression default attributes
file {
  default:
    ensure => file,
    owner  => "root",
    group  => "wheel",
    mode   => "0600",
  ;
  ['/etc/ssh/ssh_host_dsa_key', '/etc/ssh/ssh_host_key', '/etc/ssh/ssh_host_rsa_key']:
    # use all defaults
  ;
  ['/etc/ssh/ssh_config', '/etc/ssh/ssh_host_dsa_key.pub', '/etc/ssh/ssh_host_key.pub',
   '/etc/ssh/ssh_host_rsa_key.pub', '/etc/ssh/sshd_config']:
    # override mode
    mode => "0644",
  ;
}

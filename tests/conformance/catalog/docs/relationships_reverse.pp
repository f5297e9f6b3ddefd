# lang_relationships: reversed arrows
Service['sshd'] <- Package['openssh-server']
Service['sshd'] <~ File['/etc/ssh/sshd_config']
package { 'openssh-server': ensure => present }
file { '/etc/ssh/sshd_config': ensure => file }
service { 'sshd': ensure => running }

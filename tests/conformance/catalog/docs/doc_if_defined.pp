if defined(Package['nginx']) { notice('yes') } else { notice('no') }
package { 'nginx': }
if defined(Package['nginx']) { notice('yes') } else { notice('no') }
unless defined(File['/srv']) { file { '/srv': ensure => directory } }
notice(File['/srv'][ensure])

include ntp
notice($ntp::servers)
notice(Package['ntp'])
notice(Service[$ntp::service_name]['ensure'])
notice(File[$ntp::config]['content'])

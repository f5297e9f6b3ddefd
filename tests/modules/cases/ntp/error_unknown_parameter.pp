class { 'ntp': server_list => ['pool.ntp.org'] }

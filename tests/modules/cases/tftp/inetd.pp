class { 'tftp': inetd => true }

manila_type { 'nfs': ensure => latest }

notify { 'a': before => Class['missing'] }

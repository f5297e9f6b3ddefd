concat_file { 'relative/path': }

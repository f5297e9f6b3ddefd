heat_api_paste_ini { 'filter:authtoken/paste.filter_factory': ensure => latest }

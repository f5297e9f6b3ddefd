manila_rootwrap_config { 'DEFAULT/filters_path': value => "/etc/manila\n/usr/share" }

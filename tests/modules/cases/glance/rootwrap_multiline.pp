glance_rootwrap_config { 'DEFAULT/filters_path': value => "/etc/glance\n/usr/share" }

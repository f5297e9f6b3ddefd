designate_rootwrap_config { 'DEFAULT/filters_path': value => "/etc/designate/rootwrap.d\t/usr/share/designate/rootwrap" }

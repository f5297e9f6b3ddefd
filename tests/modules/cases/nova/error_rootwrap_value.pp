nova_rootwrap_config { 'DEFAULT/filters_path': value => ["a b", "\tc"] }

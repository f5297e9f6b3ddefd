include nova
nova_config { 'DEFAULT/state_path': value => '/srv/nova' }

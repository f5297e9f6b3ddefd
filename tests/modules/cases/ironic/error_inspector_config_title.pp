ironic_inspector_config { 'debug': value => true }

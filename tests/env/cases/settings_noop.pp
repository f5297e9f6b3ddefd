# puppet apply --noop: the setting is true (the reference tool compiles environments with --noop)
notice($settings::noop)

keystone_config { 'DEFAULT/a': ensure => gone }

class foo { notice('foo evaluated') }
unless defined(Class['foo']) { include foo }
unless defined(Package['git']) { package { 'git': ensure => installed } }
if defined(Package['git']) { notice('have git') }
unless defined(Class['foo']) { include foo }

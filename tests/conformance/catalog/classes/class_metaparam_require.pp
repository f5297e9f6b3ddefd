notify { 'first': }
class foo { notify { 'in foo': } }
class { 'foo': require => Notify['first'] }
notice(Class['foo'][require])

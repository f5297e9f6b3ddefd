stage { 'first': before => Stage['main'] }
class setup { notify { 'setting up': } }
class { 'setup': stage => 'first' }
notice(Class['setup']['stage'])

class c {}
class { 'c': loglevel => 'bad' }
notice('ok')

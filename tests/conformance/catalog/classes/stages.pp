stage { 'pre': before => Stage['main'] }
class setup { notice('setup') }
class { 'setup': stage => 'pre' }
notice('main')

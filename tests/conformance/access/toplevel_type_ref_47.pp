class bar { notice('bar') }
class { '::bar': }
